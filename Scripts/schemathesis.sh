#!/usr/bin/env bash
# Fuzzes the web API with schemathesis (PyPI) against a live `andora serve` on loopback, on a temporary
# database, for a bounded time, with every check on; exits non-zero on any failure.
#
#   Scripts/schemathesis.sh [BINARY] [SECONDS]     (defaults: .build/debug/andora, 150)
#
# All requests carry one profile cookie (made by GET /api/state first), so intents reach a real
# game and are not just answered 410.
set -euo pipefail
binary=$(realpath "${1:-.build/debug/andora}")
seconds=${2:-150}
config="$(cd "$(dirname "$0")" && pwd)/schemathesis.toml"

work=$(mktemp -d)
# The fuzzer is one client making backups and trying match codes by the thousand; the allowances,
# which would answer it 429, have tests of their own (NewProfileLimitTests, BackupTests,
# MatchInviteTests, Tests/server/test_flood.py).
"$binary" serve --port 0 --database "$work/andora.sqlite" --new-profiles-per-minute 1000000 \
    --backups-per-minute 1000000 --code-tries-per-minute 1000000 >"$work/serve.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

for _ in $(seq 200); do
    grep -q "is running at" "$work/serve.log" && break
    kill -0 "$server" 2>/dev/null || { cat "$work/serve.log"; exit 1; }
    sleep 0.1
done
url=$(grep -o 'http://[^ ]*/' "$work/serve.log" | head -n 1)
cookie=$(curl -fsS -D - -o /dev/null "${url}api/state" | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: *\([^;]*\).*/\1/p')
echo "== schemathesis against ${url} for ${seconds}s (profile ${cookie%%=*})"

# From the temporary folder, so that schemathesis's cache stays out of the work tree. One worker: with two
# threads, hypothesis's describing of its filters (ast.parse) can crash CPython 3.11's recursion-depth
# check ("AST constructor recursion depth mismatch"), a tool error that once failed CI.
(cd "$work" && schemathesis --config-file "$config" run "${url}openapi.json" --checks all --max-time "$seconds" \
    --workers 1 --header "Cookie: $cookie" --no-color)
# The server must have survived it all.
kill -0 "$server"
