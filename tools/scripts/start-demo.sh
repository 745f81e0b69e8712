#!/usr/bin/env bash
# `npm start`: serves both apps and the Storybook in demo mode (no backend needed):
#   shop      http://localhost:4200
#   learning  http://localhost:4201
#   storybook http://localhost:6006
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/setup.sh
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false STORYBOOK_DISABLE_TELEMETRY=1
echo "Demo mode: shop http://localhost:4200 · learning http://localhost:4201 · storybook http://localhost:6006"
exec npx nx run-many -t serve storybook -p @kk/shop @kk/learning @kk/storybook --parallel=3 --output-style=stream
