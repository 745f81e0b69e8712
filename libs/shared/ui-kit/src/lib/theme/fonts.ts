/* The CSS imports below are resolved by Vite; its client types declare them for any program compiling this file. */
/// <reference types="vite/client" />
/**
 * Bundled fonts: only the subsets and weights the theme uses (fontWeights in tokens.ts).
 * Inter covers Latin (French, English); Noto Sans Arabic covers Arabic. The kit's own cuts of the
 * @fontsource files (fonts/, made by tools/fonts/faces.sh): Inter without the fractions' figures,
 * Noto Sans Arabic without the other languages' letters (half the size). Bundling them makes
 * rendering identical on every machine, which the visual baselines rely on.
 *
 * This module is a declared side effect of the package (package.json `sideEffects`) and is imported
 * for its effect by `global-style.ts`, which every app and story renders (through ThemeRoot). It
 * must stay a bare import of a module that is used: a module reached only through a re-export that
 * nobody reads is dropped by the bundler, its CSS with it (the fonts were missing from every build).
 */
import './fonts/inter.css';
import './fonts/noto-sans-arabic.css';
// The language choices' "العربية" without the whole Arabic face (fonts/arabic-endonym.css).
import './fonts/arabic-endonym.css';
