# syntax=docker/dockerfile:1
#
# Thikana's server image: the web app built once, then `node --import tsx
# src/server/cli/serve.ts` run as the unprivileged user `node`, listening on 3000.
#
# NOT BUILT OR RUN HERE: the machine this repository is developed on has no Docker daemon,
# so this file has never been built. It follows the node image's documentation and the
# commands the repository runs itself (npm ci, npm run build, serve.ts); build it and run
# its health check before relying on it. compose.yaml runs it in the cluster layout
# (docs/deploy.md, "The cluster layout").

# --- build: every dependency, then the web app into dist/web and its server render into dist/ssr
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- dependencies the server needs at run time (tsx is one of them)
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the server
FROM node:20-bookworm-slim
# pg_dump lets `npm run backup` write a PostgreSQL custom-format archive (a logical dump
# through the driver otherwise); Debian bookworm's client is 15, as the compose database.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/thikana \
    BACKUP_DIR=/var/lib/thikana/backups \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json tsconfig.json ./
COPY src ./src
RUN mkdir -p /var/lib/thikana && chown node:node /var/lib/thikana
USER node
EXPOSE 3000
# Ready means the process answers and reaches its database (503 otherwise).
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: new requests get 503, in-flight ones finish, then the process exits (at most 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server/cli/serve.ts"]
