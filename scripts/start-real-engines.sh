#!/usr/bin/env bash
# Starts real PostgreSQL (Debian cluster) and NATS JetStream for CI and for local runs
# against the production engines. Prints the environment variables to export.
# Idempotent: safe to run when they are already up.
set -euo pipefail

PG_VERSION="${PG_VERSION:-$(ls /usr/lib/postgresql | sort -n | tail -1)}"
PG_PORT="${PG_PORT:-5432}"
NATS_PORT="${NATS_PORT:-4222}"
DB_NAME="${DB_NAME:-vert}"
# The recipient institution's own database in two-institution tests (ADR 0017).
RECIPIENT_DB_NAME="${RECIPIENT_DB_NAME:-vert_recipient}"
STATE_DIR="${STATE_DIR:-/tmp/vert-engines}"
# socket (default): the services reach PostgreSQL over its Unix-domain socket, as a co-located
# deployment would; a loopback TCP round trip costs this VM about 2.5 times the CPU (docs/benchmarks.md).
# tcp: over 127.0.0.1.
PG_TRANSPORT="${PG_TRANSPORT:-socket}"
# PG_TUNE=1 (default): size PostgreSQL's memory and checkpoints as a deployment would (below);
# 0 leaves the cluster's configuration alone.
PG_TUNE="${PG_TUNE:-1}"
# FRESH=1 (CI): drop and recreate the databases and start NATS on an empty store, so nothing a
# previous run left behind (applied migrations, streams, durable consumers) can leak in.
FRESH="${FRESH:-0}"
mkdir -p "$STATE_DIR"

log() { echo "[engines] $*" >&2; }

# Only the final export lines may reach stdout (callers eval it): everything the tools print
# (pg_ctlcluster says "Removed stale pid file." after an unclean stop) goes to stderr.
exec 3>&1 1>&2

# --- PostgreSQL --------------------------------------------------------------------------
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$PG_VERSION main$"; then
  log "creating PostgreSQL $PG_VERSION cluster"
  pg_createcluster "$PG_VERSION" main --port "$PG_PORT" >/dev/null
fi
# Debian's stock cluster is sized for a small shared host: 128 MB of shared buffers, 4 MB of WAL
# buffers, a checkpoint every 5 minutes or 1 GB of WAL. Under the benchmarks' write load that
# fills the WAL buffers (backends then write WAL themselves) and, after every checkpoint, makes the
# first change to each page log the whole 8 kB page: measured on bench:fdx, 17 times the full-page
# images and 2.6 times the WAL of the tuned settings (docs/benchmarks.md). The tuned values are the
# usual starting point of a production server: a quarter of memory for shared buffers (at most
# 2 GB here), 16 MB of WAL buffers, checkpoints every 15 minutes or 4 GB.
PG_CONF_D="/etc/postgresql/$PG_VERSION/main/conf.d"
PG_TUNED=0
if [ "$PG_TUNE" = "1" ] && [ -d "$PG_CONF_D" ]; then
  mem_mb=$(awk '/^MemTotal:/ {print int($2 / 1024)}' /proc/meminfo)
  shared_mb=$(( mem_mb / 4 )); [ "$shared_mb" -gt 2048 ] && shared_mb=2048; [ "$shared_mb" -lt 128 ] && shared_mb=128
  tuned="# Written by scripts/start-real-engines.sh (PG_TUNE=0 to leave the cluster alone).
shared_buffers = ${shared_mb}MB
wal_buffers = 16MB
max_wal_size = 4GB
checkpoint_timeout = 15min"
  if [ "$(cat "$PG_CONF_D/vert.conf" 2>/dev/null)" != "$tuned" ]; then
    log "sizing PostgreSQL: shared_buffers ${shared_mb}MB, wal_buffers 16MB, max_wal_size 4GB, checkpoint_timeout 15min"
    printf '%s\n' "$tuned" > "$PG_CONF_D/vert.conf"
    PG_TUNED=1
  fi
fi
if [ "$PG_TUNED" = "1" ] && pg_lsclusters -h | awk -v v="$PG_VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "restarting PostgreSQL $PG_VERSION for its new settings"
  pg_ctlcluster "$PG_VERSION" main restart 3>&- </dev/null
fi
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "starting PostgreSQL $PG_VERSION"
  pg_ctlcluster "$PG_VERSION" main start 3>&-
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$PG_PORT" || { log "PostgreSQL did not become ready"; exit 1; }

# Password logins for the platform's roles over the Unix socket (Debian's default for local
# connections is peer authentication, which only matches same-named operating-system users).
PG_HBA="/etc/postgresql/$PG_VERSION/main/pg_hba.conf"
if [ -f "$PG_HBA" ] && ! grep -qE '^local\s+all\s+vert_owner,vert_app\s' "$PG_HBA"; then
  log "allowing password logins of vert_owner and vert_app over the Unix socket"
  sed -i '0,/^local\s\+all\s\+all\s/s//local   all             vert_owner,vert_app                     scram-sha-256\n&/' "$PG_HBA"
  pg_ctlcluster "$PG_VERSION" main reload 3>&-
fi
PG_SOCKET_DIR="$(su postgres -c "psql -p $PG_PORT -tAc 'show unix_socket_directories'" | cut -d, -f1)"
if [ "$PG_TRANSPORT" = "socket" ]; then
  # A percent-encoded socket directory as the host: both slonik and node-postgres read it.
  PG_HOST="$(printf '%s' "$PG_SOCKET_DIR" | sed 's#/#%2F#g')"
else
  PG_HOST=127.0.0.1
fi

# Roles: vert_owner runs migrations; vert_app is the services' login (never superuser,
# never BYPASSRLS); vert_relay is assumed by the outbox relay.
su postgres -c "psql -v ON_ERROR_STOP=1 -q -p $PG_PORT" <<SQL >/dev/null
do \$\$
begin
  if not exists (select 1 from pg_roles where rolname = 'vert_owner') then
    create role vert_owner login password 'vert_owner' nosuperuser nobypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'vert_app') then
    create role vert_app login password 'vert_app' nosuperuser nobypassrls nocreaterole nocreatedb noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'vert_relay') then
    create role vert_relay nologin nosuperuser nobypassrls;
  end if;
end
\$\$;
grant vert_relay to vert_app;
-- vert_app assumes vert_relay explicitly; inheriting it would extend the relay's policies to it.
alter role vert_app noinherit;
do \$\$
begin
  if current_setting('server_version_num')::int >= 160000 then
    execute 'grant vert_relay to vert_app with inherit false';
  end if;
end
\$\$;
SQL
for db in "$DB_NAME" "$RECIPIENT_DB_NAME"; do
  if [ "$FRESH" = "1" ]; then
    log "recreating database $db"
    su postgres -c "dropdb -p $PG_PORT --if-exists --force $db"
  fi
  if ! su postgres -c "psql -p $PG_PORT -tAc \"select 1 from pg_database where datname = '$db'\"" | grep -q 1; then
    su postgres -c "createdb -p $PG_PORT -O vert_owner $db"
  fi
done

# --- NATS JetStream ----------------------------------------------------------------------
if ! command -v nats-server >/dev/null; then
  log "installing nats-server from Debian"
  apt-get update -qq >/dev/null && apt-get install -y -qq nats-server >/dev/null
fi
if ! (exec 3<>"/dev/tcp/127.0.0.1/$NATS_PORT") 2>/dev/null; then
  if [ "$FRESH" = "1" ]; then rm -rf "$STATE_DIR/nats"; fi
  log "starting NATS JetStream on $NATS_PORT"
  # 3>&-: a daemon must not inherit the caller's command-substitution pipe, or `$(...)` never
  # sees end-of-file and CI waits forever.
  nohup nats-server -js -a 127.0.0.1 -p "$NATS_PORT" -sd "$STATE_DIR/nats" >"$STATE_DIR/nats.log" 2>&1 3>&- </dev/null &
  for _ in $(seq 1 30); do
    (exec 3<>"/dev/tcp/127.0.0.1/$NATS_PORT") 2>/dev/null && break
    sleep 0.5
  done
fi

cat >&3 <<ENV
export DATABASE_URL=postgres://vert_app:vert_app@$PG_HOST:$PG_PORT/$DB_NAME
export MIGRATION_DATABASE_URL=postgres://vert_owner:vert_owner@$PG_HOST:$PG_PORT/$DB_NAME
export NATS_URL=nats://127.0.0.1:$NATS_PORT
export RECIPIENT_DATABASE_URL=postgres://vert_app:vert_app@$PG_HOST:$PG_PORT/$RECIPIENT_DB_NAME
export RECIPIENT_MIGRATION_DATABASE_URL=postgres://vert_owner:vert_owner@$PG_HOST:$PG_PORT/$RECIPIENT_DB_NAME
ENV
