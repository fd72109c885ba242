#!/usr/bin/env bash
# Starts the system as `npm start` does on a fresh clone (embedded defaults unless the caller
# exported DATABASE_URL / NATS_URL), checks every service answers, then runs schemathesis
# with every check against each API document that has operations.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_PORT="${BASE_PORT:-4600}"
MAX_EXAMPLES="${SCHEMATHESIS_MAX_EXAMPLES:-40}"
work=$(mktemp -d)
export DATA_DIR="$work/data" BASE_PORT LOG_LEVEL="${LOG_LEVEL:-warn}"

# Refuse busy ports: health checks against someone else's services would prove nothing.
for port in $(seq "$BASE_PORT" $((BASE_PORT + 4))); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "port $port is already in use"; exit 1; fi
done

# Own process group, so cleanup stops npm and the node process it starts.
setsid npm start >"$work/start.log" 2>&1 &
pid=$!
cleanup() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 1 20); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$pid" 2>/dev/null || true
}
trap cleanup EXIT

declare -A PORT_OF=(
  [fdx-v6]=$((BASE_PORT + 1)) [fdx-recipient]=$((BASE_PORT + 1)) [fdx-consent]=$((BASE_PORT + 1)) [fdx-admin]=$((BASE_PORT + 1))
  [ledger]=$((BASE_PORT + 2)) [payments]=$((BASE_PORT + 3)) [risk]=$((BASE_PORT + 4))
)

echo "waiting for the services (log: $work/start.log)"
for port in $((BASE_PORT + 1)) $((BASE_PORT + 2)) $((BASE_PORT + 3)) $((BASE_PORT + 4)); do
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/v1/health" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$work/start.log"; echo "npm start exited"; exit 1; }
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/v1/health" || { cat "$work/start.log"; exit 1; }
  echo
done
curl -fsS "http://127.0.0.1:$((BASE_PORT + 1))/fdx/v6/capability" | grep -q '"V6.5"' || { echo "capability did not answer V6.5"; exit 1; }
echo "smoke: all services healthy on embedded defaults"

# One demo-environment token carrying every scope the contracts declare.
scopes=$(node -e '
  const fs = require("node:fs");
  const s = new Set();
  for (const f of fs.readdirSync("generated/openapi")) {
    const doc = JSON.parse(fs.readFileSync("generated/openapi/" + f, "utf8"));
    for (const item of Object.values(doc.paths ?? {})) for (const op of Object.values(item))
      for (const req of (op && op.security) || []) for (const list of Object.values(req)) list.forEach((x) => s.add(x));
  }
  console.log([...s].join(" ") || "openid");')
token=$(npm run -s token -- --env demo --scope "$scopes")
# The token must work before fuzzing starts, or every gated operation would only see 401.
status=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "http://127.0.0.1:$((BASE_PORT + 2))/v1/audit")
[ "$status" = "200" ] || { echo "the demo token was refused ($status)"; exit 1; }

failed=0
for doc in generated/openapi/*.json; do
  api=$(basename "$doc" .json)
  operations=$(node -e 'const d=require(process.argv[1]); console.log(Object.values(d.paths??{}).reduce((n,p)=>n+Object.keys(p).length,0))' "$PWD/$doc")
  if [ "$operations" = "0" ]; then echo "schemathesis: $api has no operations yet, skipped"; continue; fi
  port=${PORT_OF[$api]:-}
  if [ -z "$port" ]; then echo "schemathesis: no running service serves $api"; failed=1; continue; fi
  echo "schemathesis: $api ($operations operations) against :$port"
  schemathesis --config-file conformance/schemathesis.toml run "$doc" --url "http://127.0.0.1:$port" --checks all \
    --header "Authorization: Bearer $token" --header "X-Platform-Env-Id: demo" \
    --max-examples "$MAX_EXAMPLES" --seed 20261122 \
    --report junit --report-dir "$work/reports/$api" || failed=1
done
exit $failed
