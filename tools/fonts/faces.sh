#!/usr/bin/env bash
# Makes the kit's font files (libs/shared/ui-kit/src/lib/theme/fonts/) from the @fontsource files of
# Inter (its variable cut, @fontsource-variable) and Noto Sans Arabic, in the weights the kit loads,
# with fontTools:
#
# - "Inter" (inter-latin-wght.woff2, inter.css): one variable file for the three weights the theme
#   uses (400, 600, 700): @fontsource-variable's Latin subset, its weight axis cut to 400-700 (fontTools
#   `instancer`: the outlines of those weights only), every character kept, without the fractions'
#   figures (the `frac`, `numr` and `dnom` features and the glyphs only they reach) and the `pnum`
#   feature (Inter's figures are proportional already): no screen asks for them; `tnum`
#   (tabular-nums, prices and counters) and every feature on by default stay. 32 KB for the three
#   weights instead of three static files of 20-21 KB each (62 KB), on every page's first visit
#   (docs/performance.md, "One variable Inter"). The same Inter 4.001 as the static files: weight 400
#   draws the same pixels; 600 and 700 differ from the static cuts by less than one font unit
#   (rounding), a few antialiased pixels of some letters. The `-latin-` in the name is what the
#   prerendered pages' font preloads look for (tools/vite/app-html.mts).
#
# Noto Sans Arabic, all its layout features kept (the joining forms, the marks' positions, the ligatures):
# - "Noto Sans Arabic" (noto-sans-arabic-{400,700}.woff2, noto-sans-arabic.css): the face Arabic text
#   is set in, cut down to the code points of the `unicode-range` written in noto-sans-arabic.css (the
#   Arabic block, the ligature signs U+FDF0-FDFF such as ﷺ, the joiners, the Arabic punctuation) and
#   the few the whole face maps besides (space, no-break space, ...). 25 KB per weight instead of 49:
#   the @fontsource subset also carries the Arabic Supplement and Extended-A/B (letters of other
#   languages written in Arabic script) and the presentation forms' code points (FB50-FDCF, FE70-FEFF),
#   which text typed or pasted today does not use; such a character takes the system's face.
# - "Noto Sans Arabic Endonym" (noto-sans-arabic-endonym-{400,700}.woff2, arabic-endonym.css): the
#   letters of the language switcher's "العربية" only, with the tatweel (U+0640: without it Chromium
#   draws the joined word a little differently from the whole face, found by comparing pixels).
#   A French or English page draws that one Arabic word with them (3 KB each) instead of downloading
#   the whole Arabic face for it (docs/performance.md, "The language switcher's Arabic name").
#
# Run again only if noto-sans-arabic.css's range, the name or an @fontsource version changes; needs
# fontTools (Debian: `apt-get install python3-fonttools python3-brotli`). Not part of the build or of CI
# (the unit test theme/fonts/faces.test.ts reads the files it makes).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fonts="$root/libs/shared/ui-kit/src/lib/theme/fonts"
source_face() { echo "$root/node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-$1-normal.woff2"; }
subset() { /usr/bin/python3 -m fontTools.subset "$@" --flavor=woff2; }

inter=$(mktemp --suffix=.ttf)
trap 'rm -f "$inter"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  "$root/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" wght=400:700 -o "$inter"
subset "$inter" --unicodes='*' --layout-features='calt,ccmp,locl,tnum,kern,mark,mkmk' \
  --output-file="$fonts/inter-latin-wght.woff2"

# The text face: the CSS's range, plus the whole face's code points outside Arabic that Inter (first
# in the stack) draws anyway.
range=$(sed -n 's/^ *unicode-range: *\(.*\);$/\1/p' "$fonts/noto-sans-arabic.css" | head -n 1 | tr -d ' ')
[ -n "$range" ] || { echo "no unicode-range in noto-sans-arabic.css" >&2; exit 1; }
name='العربية'
for weight in 400 700; do
  subset "$(source_face $weight)" --unicodes="$range,U+0000,U+000D,U+0020,U+00A0,U+FEFF" --layout-features='*' \
    --output-file="$fonts/noto-sans-arabic-$weight.woff2"
  subset "$(source_face $weight)" --text="$name" --unicodes=U+0640 --layout-features='*' \
    --output-file="$fonts/noto-sans-arabic-endonym-$weight.woff2"
done
