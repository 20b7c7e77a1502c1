import type { FastifyInstance } from 'fastify';

export const blogsRoutes = async (app: FastifyInstance) => {
  void app;
};
