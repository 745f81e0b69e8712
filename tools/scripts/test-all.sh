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
# Each step's output is also kept in dist/test-logs/, so the summary can name what failed.
logs=dist/test-logs
rm -rf "$logs" && mkdir -p "$logs"
step_no=0

step() {
  local name="$1"; shift
  local t0=$(date +%s)
  step_no=$((step_no + 1))
  local log="${logs}/${step_no}.log"
  echo
  echo "=== ${name}: $*"
  if "$@" 2>&1 | tee "$log"; then
    passed+=("${name} ($(( $(date +%s) - t0 ))s)")
  else
    failed+=("${name}|${log}")
    echo "=== ${name}: FAILED"
  fi
}

# The lines of a step's log that name what failed (Playwright's "N failed" list,
# Vitest's FAIL lines, ESLint's and tsc's errors, Nx's failed tasks), at most 12.
what_failed() {
  awk '/ [0-9]+ failed$/ { list = 1; print; next } list && /›/ { print; next } { list = 0 }' "$1" | grep . \
    || grep -E '(FAIL |× |✗ )|error TS|  error  |Failed tasks:|^ +- ' "$1"
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
# A visual test that passed only on its retry is reported, not hidden.
visual_flaky=$(awk '/ [0-9]+ flaky$/ { list = 1; next } list && /›/ { print; next } { list = 0 }' "$logs"/*.log | head -n 6)
[ -n "$visual_flaky" ] && echo "$visual_flaky" | sed 's/^.*› */        passed on retry: /'
for f in "${failed[@]}"; do
  echo "  FAIL  ${f%%|*}"
  what_failed "${f#*|}" | head -n 12 | sed 's/^ */        /'
done
failed_names=()
for f in "${failed[@]}"; do failed_names+=("${f%%|*}"); done
if [ ${#failed[@]} -eq 0 ]; then
  echo "CI SUMMARY: PASSED — ${#passed[@]} steps in ${total}s"
  exit 0
fi
echo "CI SUMMARY: FAILED — ${#failed[@]} of $(( ${#passed[@]} + ${#failed[@]} )) steps failed (${failed_names[*]}) in ${total}s"
exit 1
