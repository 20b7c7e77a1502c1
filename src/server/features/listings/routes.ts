import type { FastifyInstance } from 'fastify';

export const listingsRoutes = async (app: FastifyInstance) => {
  void app;
};
