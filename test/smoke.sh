#!/usr/bin/env bash
# `npm start` on the embedded default (fresh DATA_DIR) must serve 60+ villas on /api/properties.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d)
port=${SMOKE_PORT:-3456}
log=$(mktemp)
DATA_DIR="$data_dir" PORT="$port" setsid npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data_dir"; }
trap cleanup EXIT
for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/properties" -o /tmp/smoke-properties.json 2>/dev/null; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "npm start exited early" >&2; exit 1; fi
  sleep 1
done
count=$(node -e "const b=require('/tmp/smoke-properties.json'); console.log(Array.isArray(b) ? b.length : (b.items||[]).length)")
home=$(curl -fsS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
echo "smoke: /api/properties returned $count villas; / answered $home"
if [ "$count" -lt 60 ] || [ "$home" != 200 ]; then cat "$log"; exit 1; fi
