import type { FastifyInstance } from 'fastify';

export const contactRoutes = async (app: FastifyInstance) => {
  void app;
};
