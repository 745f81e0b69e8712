#!/usr/bin/env bash
# Makes the kit's "Noto Sans Arabic Endonym" faces (libs/shared/ui-kit/src/lib/theme/fonts/): Noto Sans
# Arabic (the @fontsource files the kit bundles) cut down to the letters of the language switcher's
# "العربية", with their joining forms (all layout features kept) and the tatweel (U+0640: without it
# Chromium draws the joined word a little differently from the whole face, found by comparing
# pixels), in the two weights the kit loads.
# A French or English page draws that one Arabic word with them (3 KB each) instead of downloading
# the whole Arabic face (49 KB) for it (docs/performance.md, "The language switcher's Arabic name").
# Run again only if the name or the @fontsource version changes; needs fontTools (Debian:
# `apt-get install python3-fonttools python3-brotli`). Not part of the build or of CI.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
name='العربية'
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset \
    "$root/node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-$weight-normal.woff2" \
    --text="$name" --unicodes=U+0640 --layout-features='*' --flavor=woff2 \
    --output-file="$root/libs/shared/ui-kit/src/lib/theme/fonts/noto-sans-arabic-endonym-$weight.woff2"
done
