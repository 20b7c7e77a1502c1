import type { FastifyInstance } from 'fastify';

export const servicesRoutes = async (app: FastifyInstance) => {
  void app;
};
