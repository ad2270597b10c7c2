#!/usr/bin/env bash
# Runs the whole API suite (`pnpm --filter @momentum/api test`) on a real PostgreSQL server, so both
# drivers the API supports are tested (the plain `test:unit` run covers PGlite). No Docker on our machines:
# Debian's `postgresql` package provides the binaries; this script starts a throwaway cluster in a temp
# dir on a free port (trust auth, 127.0.0.1 only), points TEST_DATABASE_URL at it (each test app then
# creates and drops its own database, see api/test/test-database.ts) and removes everything on every exit.
# Extra arguments go to vitest (e.g. `bash scripts/test-api-postgres.sh src/modules/bucket`).
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if ! PG_BIN=$(find_pg_bin); then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and this script is not root: run 'sudo apt-get install -y postgresql' first." >&2
    exit 1
  fi
  echo "Installing Debian's postgresql package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_pg_bin) || { echo "postgresql installed but no initdb found under /usr/lib/postgresql" >&2; exit 1; }
fi

# initdb refuses to run as root: as root, the cluster belongs to the `postgres` user the package creates.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || { echo "the 'postgres' user is missing (reinstall the postgresql package)" >&2; exit 1; }
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
WORK=$(mktemp -d /tmp/momentum-pg.XXXXXX)
chmod 755 "$WORK"
[ "$(id -u)" -eq 0 ] && chown postgres: "$WORK"
DATA="$WORK/data"
started=0
suite=""

cleanup() {
  local status=$?
  if [ "$started" = 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
# On Ctrl-C/TERM: stop the suite first (pnpm ends vitest), then the EXIT trap stops the cluster.
interrupted() {
  [ -n "$suite" ] && kill -TERM "$suite" 2>/dev/null && wait "$suite" 2>/dev/null
  exit "$1"
}
trap 'interrupted 130' INT
trap 'interrupted 143' TERM

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }
# A throwaway cluster: durability off (fast CREATE DATABASE), sockets only in the temp dir, TCP on 127.0.0.1.
started=1
as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -h 127.0.0.1 -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT; running the API suite on it"
began=$(date +%s)
# In the background + wait, so a signal reaches the traps at once instead of after the whole suite.
pnpm --filter @momentum/api test "$@" &
suite=$!
wait "$suite"
suite=""
echo "API suite on PostgreSQL passed in $(( $(date +%s) - began ))s"
# Every test app drops its database on close; one left behind means a test that never closes its app.
leftover=$("$PG_BIN/psql" -qAt "$TEST_DATABASE_URL" -c "select count(*) from pg_database where datname like 't\_%'")
[ "$leftover" = 0 ] || echo "warning: $leftover test database(s) left behind: some test does not close its app" >&2
