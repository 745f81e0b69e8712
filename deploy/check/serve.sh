#!/usr/bin/env bash
# Serves one built app with the deployed nginx configuration (deploy/nginx), in the foreground, for
# the e2e project `deploy` (tools/playwright/app-e2e-config.mts starts it and stops it).
# Usage: deploy/check/serve.sh <app> <build folder> <port> <config.json> <api origin>
set -euo pipefail
if ! command -v nginx >/dev/null; then
  echo "deploy/check/serve.sh: nginx is not installed (npm run setup installs Debian's nginx)" >&2
  exit 1
fi
out=$(mktemp -d "${TMPDIR:-/tmp}/kk-nginx-$1-$3-XXXXXX")
node "$(dirname "$0")/render.mjs" "$@" "$out"
exec nginx -e stderr -p "$out" -c "$out/nginx.conf"
