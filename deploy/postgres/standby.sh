#!/bin/bash
# The standby's start: on an empty data folder, copy the primary with
# `pg_basebackup -R -X stream` (-R writes standby.signal and primary_conninfo, so it starts
# as a hot standby that follows the primary), then hand over to the image's own entrypoint,
# which sees an initialised folder and starts PostgreSQL as the postgres user.
set -euo pipefail

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until pg_isready --host=primary --port=5432 --quiet; do sleep 1; done
  gosu postgres env PGPASSWORD="$REPLICATION_PASSWORD" \
    pg_basebackup --host=primary --port=5432 --username=replicator \
    --pgdata="$PGDATA" -R -X stream --checkpoint=fast
fi

exec docker-entrypoint.sh postgres
