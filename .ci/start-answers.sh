#!/usr/bin/env bash
# `npm start` on the current build answers the home page, then stops cleanly on SIGTERM.
set -euo pipefail
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
data=$(mktemp -d)
PORT=$port HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL=warn npm start --silent &
npm_pid=$!
status=000
for _ in $(seq 1 100); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)
  [ "$status" = 200 ] && break
  sleep 0.3
done
kill -TERM "$npm_pid"
wait "$npm_pid"
rm -rf "$data"
[ "$status" = 200 ] || { echo "npm start on Node $(node --version) did not answer / (last status $status)" >&2; exit 1; }
echo "npm start on Node $(node --version) answered / with 200 and stopped on SIGTERM"
