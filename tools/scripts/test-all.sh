#!/usr/bin/env bash
# The README's test command (`npm test`) and what CI runs (.ci/run): every check of the workspace,
# ending with one summary line. Installs what it needs first (tools/scripts/setup.sh).
#
# Four quick workspace-wide checks (format, TypeScript project references, every import seen by
# Nx's project graph: tools/scripts/check-project-deps.mjs, the copy of the spec's calls:
# tools/scripts/check-spec-copy.mjs), then one Nx run of
# every project's tasks: lint, typecheck, unit tests, story tests with their pictures, app builds
# with their bundle budget, e2e journeys. One run lets Nx keep both cores busy across targets, and
# replays from its cache every task whose inputs did not change, in this clone or another clone
# of the workspace on this machine (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/../.."

export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false STORYBOOK_DISABLE_TELEMETRY=1 CI="${CI:-true}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0

bash tools/scripts/setup.sh --browser --nginx || { echo "CI SUMMARY: FAILED (setup could not install npm packages, Chromium or nginx)"; exit 1; }

TARGETS=(lint typecheck test test-stories bundle-budget dist-check e2e)

start_all=$(date +%s)
# Each step's output is kept in dist/test-logs/, so the summary can name what failed.
logs=dist/test-logs
rm -rf "$logs" && mkdir -p "$logs"
steps="$logs/steps.tsv"
: >"$steps"

step() {
  local id="$1" name="$2"; shift 2
  local t0=$(date +%s)
  echo
  echo "=== ${name}: $*"
  if "$@" 2>&1 | tee "$logs/$id.log"; then status=ok; else status=FAIL; echo "=== ${name}: FAILED"; fi
  printf '%s\t%s\t%s\t%s\n' "$id" "$name" "$status" "$(( $(date +%s) - t0 ))" >>"$steps"
}

# An e2e preview server left running by an interrupted run would make the journeys fail at start.
for port in 4300 4301 4310 4311; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "warning: port $port is already in use; the e2e journeys of the app served there cannot start."
  fi
done

step format "format" npx nx format:check --all
step sync "workspace sync" npx nx sync:check
step deps "project dependencies" node tools/scripts/check-project-deps.mjs
step spec "spec copy" node tools/scripts/check-spec-copy.mjs
# Nx writes each task's timing and result here; the summary reads it.
export NX_PROFILE="$logs/nx-profile.json"
step tasks "tasks (${TARGETS[*]})" npx nx run-many -t "${TARGETS[@]}" --parallel=2 --output-style=static
unset NX_PROFILE

node tools/scripts/test-summary.mjs "$logs" "$(( $(date +%s) - start_all ))" "${TARGETS[@]}"
