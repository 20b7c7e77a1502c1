import type { FastifyInstance } from 'fastify';

export const searchRoutes = async (app: FastifyInstance) => {
  void app;
};
