#!/usr/bin/env bash
# The store's tests against PostgreSQL: starts Debian's PostgreSQL (installed with apt-get when missing) as the
# postgres user in a cluster of its own on loopback, runs the ignored PostgreSQL tests, and stops it.
#
#   bash server/tests/postgres.sh          the migrations and the lease test
#   bash server/tests/postgres.sh --all    the whole store suite, and the server's tables back after a restart
set -euo pipefail
cd "$(dirname "$0")/../.."

filter=postgres_migrations_and_lease
if [ "${1:-}" = "--all" ]; then filter=postgres_; fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
initdb_of() { find /usr/lib/postgresql -path '*/bin/initdb' 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(initdb_of)" ]; then
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq postgresql >/dev/null
fi
bin=$(dirname "$(initdb_of)")

# PostgreSQL refuses to run as root: the cluster is the postgres user's, in a folder of its own.
as_postgres=()
if [ "$(id -u)" -eq 0 ]; then as_postgres=(runuser -u postgres --); fi
cluster=$(mktemp -d)
chmod 755 "$cluster"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$cluster"; fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
stop() {
    "${as_postgres[@]}" "$bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$cluster"
}
trap stop EXIT
"${as_postgres[@]}" "$bin/initdb" -D "$cluster/data" --auth=trust -U postgres >/dev/null
"${as_postgres[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/data/log" -w \
    -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export STANDFIRM_TEST_POSTGRES="host=127.0.0.1 port=$port user=postgres dbname=postgres"
# --workspace, not -p: the same features as the workspace's build, so nothing is built again for this.
cargo test --workspace --test store --test restart -- --ignored --test-threads=1 "$filter"
