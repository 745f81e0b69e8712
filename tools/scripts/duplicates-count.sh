#!/usr/bin/env bash
# Counts the repetition that issue 12 measures: the pairs of places that the `duplicates` command
# (the team's tool library; not an npm package) reports outside tests, stories, e2e and test
# helpers, and that it does not mark as boilerplate.
#
# How: copy the files git tracks (or would track) minus tests, stories, e2e projects, `testing/`
# folders, fixtures and picture baselines to a temporary folder; write each multi-line
# `import { … } from '…'` / `export { … } from '…'` on one line (the tool passes over import lines,
# but a list of names broken over several lines reads to it as code, so two pages importing the
# same kit components made a pair); run `duplicates` there.
#
# Usage: npm run duplicates:count [-- --all]   (--all also prints the boilerplate rows)
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v duplicates >/dev/null; then
  echo "duplicates-count: the 'duplicates' command is not on this machine's PATH" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files --cached --others --exclude-standard -z |
  grep -zvE '\.(stories|spec|test)\.[cm]?[jt]sx?$|(^|/)e2e/|-e2e/|__screenshots__|/testing/|\.fixtures\.ts$|test-setup\.' |
  while IFS= read -r -d '' file; do
    [ -f "$file" ] || continue
    mkdir -p "$work/$(dirname "$file")"
    cp "$file" "$work/$file"
  done
find "$work" -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.mjs' \) -print0 |
  xargs -0 -r perl -0pi -e 's/^(?:import|export)(?:\s+type)?\s*\{[^}]*\}\s*from\s*[^;]+;/my $s = $&; $s =~ s#\s*\n\s*# #g; $s/gme'
report=$(cd "$work" && duplicates --most 200 --seconds 300)
rows=$(printf '%s\n' "$report" | grep '^D' || true)
if [ "${1:-}" = "--all" ]; then
  printf '%s\n' "$rows"
else
  printf '%s\n' "$rows" | grep -v 'boilerplate' || true
fi
printf '%s\n' "$report" | head -1
echo "non-boilerplate pairs outside tests, stories and e2e: $(printf '%s\n' "$rows" | grep -v 'boilerplate' | grep -c . || true)"
