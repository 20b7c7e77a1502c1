#!/bin/bash
# Runs once, when the postgres image initialises an empty primary (it runs every file in
# /docker-entrypoint-initdb.d as the postgres user, then restarts the server). It adds the
# role the standby copies the primary with, and lets that role connect for replication:
# the image's own pg_hba.conf line (host all all all) does not cover replication.
set -euo pipefail

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL

echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
