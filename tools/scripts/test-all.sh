#!/usr/bin/env bash
# The README's test command (`npm test`) and what CI runs (.ci/run): every check of the workspace,
# each step timed, ending with one summary line. Installs what it needs first (tools/scripts/setup.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."

export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false STORYBOOK_DISABLE_TELEMETRY=1 CI="${CI:-true}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0

bash tools/scripts/setup.sh --browser || { echo "CI SUMMARY: FAILED (setup could not install npm packages or Chromium)"; exit 1; }

start_all=$(date +%s)
failed=()
passed=()

step() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo
  echo "=== ${name}: $*"
  if "$@"; then
    passed+=("${name} ($(( $(date +%s) - t0 ))s)")
  else
    failed+=("${name}")
    echo "=== ${name}: FAILED"
  fi
}

nx() { npx nx "$@" --output-style=stream --parallel=2; }

step "format" npx nx format:check
step "sync" npx nx sync:check
step "lint" nx run-many -t lint
step "typecheck" nx run-many -t typecheck
step "unit and component tests" nx run-many -t test
step "story tests (play + a11y)" nx run @kk/storybook:test-stories
step "visual regression (LTR + RTL)" nx run @kk/storybook:visual
step "build apps" nx run-many -t build
step "bundle budget" node tools/scripts/bundle-budget.mjs
step "e2e" nx run-many -t e2e

total=$(( $(date +%s) - start_all ))
echo
for p in "${passed[@]}"; do echo "  ok    ${p}"; done
for f in "${failed[@]}"; do echo "  FAIL  ${f}"; done
if [ ${#failed[@]} -eq 0 ]; then
  echo "CI SUMMARY: PASSED — ${#passed[@]} steps in ${total}s"
  exit 0
fi
echo "CI SUMMARY: FAILED — ${#failed[@]} of $(( ${#passed[@]} + ${#failed[@]} )) steps failed (${failed[*]}) in ${total}s"
exit 1
