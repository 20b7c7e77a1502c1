import type { FastifyInstance } from 'fastify';

export const authRoutes = async (app: FastifyInstance) => {
  void app;
};
