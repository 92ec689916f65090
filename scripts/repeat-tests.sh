#!/usr/bin/env bash
# Flakiness check (not CI): every test N times in a row (default 10) on PGlite, then N times with
# DATABASE_URL set, where the storage tests and the browser tests' provider run on PostgreSQL. The checks that
# read the code without running it (typecheck, lint, format) and the build run once first: they cannot flake.
# Each run's output goes to .repeat/<backend>-<n>.log; the summary counts failures. Zero is the goal.
# Usage: scripts/repeat-tests.sh [N] [DATABASE_URL]   (default postgres://postgres@127.0.0.1:5432/test)
# REPEAT_BACKENDS="PostgreSQL" (or "PGlite") runs the rounds of one backend only.
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-10}
database_url=${2:-${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}}
mkdir -p .repeat
declare -A failures=([PGlite]=0 [PostgreSQL]=0)

run_round() { # backend, round, env...
  local backend=$1 round=$2; shift 2
  local log=".repeat/${backend}-${round}.log" started=$SECONDS
  if env "$@" CI=true sh -c 'pnpm exec vitest run && pnpm --filter @nuru/e2e test' >"$log" 2>&1; then echo "$backend run $round passed ($((SECONDS - started)) s)"
  else failures[$backend]=$((failures[$backend] + 1)); echo "$backend run $round FAILED ($((SECONDS - started)) s): $log"; fi
}

pnpm typecheck && pnpm lint && pnpm format:check && pnpm build || { echo "the checks or the build failed: no rounds run"; exit 1; }
backends=${REPEAT_BACKENDS:-PGlite PostgreSQL}
if [[ " $backends " == *" PGlite "* ]]; then
  for round in $(seq 1 "$rounds"); do run_round PGlite "$round" -u DATABASE_URL; done
fi
if [[ " $backends " == *" PostgreSQL "* ]]; then
  for round in $(seq 1 "$rounds"); do run_round PostgreSQL "$round" DATABASE_URL="$database_url"; done
fi
for backend in $backends; do echo "$backend: ${failures[$backend]} of $rounds runs failed"; done
[ "${failures[PGlite]}" = 0 ] && [ "${failures[PostgreSQL]}" = 0 ]
