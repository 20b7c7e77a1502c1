import type { FastifyInstance } from 'fastify';

export const mediaRoutes = async (app: FastifyInstance) => {
  void app;
};
