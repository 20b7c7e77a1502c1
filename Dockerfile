# syntax=docker/dockerfile:1
#
# Thikana's server image: the web app built once, then `node --import tsx
# src/server/cli/serve.ts` run as the unprivileged user `thikana`, listening on 3000.
#
# Node.js comes from Debian's own packages (trixie ships Node.js 20 with Debian's security
# support), on Debian's slim image. Built and run in CI with podman by
# scripts/container/build.sh and scripts/container/container.test.ts
# (docs/decisions/0161-containers-from-debian.md); where the public registry cannot be
# reached, the same base is assembled from Debian's packages by scripts/container/base.sh
# and passed as BASE.
ARG BASE=docker.io/library/debian:trixie-slim

# --- Node.js and npm from Debian
FROM ${BASE} AS node
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && node -e "process.exit(Number(process.versions.node.split('.')[0]) >= 20 ? 0 : 1)"

# --- build: every dependency, then the web app into dist/web and its server render into dist/ssr
FROM node AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Behind a proxy that re-signs TLS, pass its certificate authorities as the build secret
# `build-ca` (scripts/container/build.sh passes the host's bundle); without it npm uses its own.
RUN --mount=type=secret,id=build-ca \
  if [ -s /run/secrets/build-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build-ca; fi \
  && npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- dependencies the server needs at run time (tsx is one of them)
FROM node AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=build-ca \
  if [ -s /run/secrets/build-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build-ca; fi \
  && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the server
FROM node
# pg_dump lets `npm run backup` write a PostgreSQL custom-format archive (a logical dump in
# one snapshot through the driver otherwise); a newer pg_dump reads an older server.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --create-home --uid 10001 thikana \
  && mkdir -p /var/lib/thikana && chown thikana:thikana /var/lib/thikana
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
USER thikana
EXPOSE 3000
# Ready means the process answers and reaches its database (503 otherwise). A first start
# migrates the database before it listens; the start period covers a slow first migration
# (minutes on a loaded host), and a failed check in it does not count.
HEALTHCHECK --interval=10s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: new requests get 503, in-flight ones finish, then the process exits (at most 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server/cli/serve.ts"]
