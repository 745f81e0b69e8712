/* The CSS imports below are resolved by Vite; its client types declare them for any program compiling this file. */
/// <reference types="vite/client" />
/**
 * Bundled fonts: only the subsets and weights the theme uses (fontWeights in tokens.ts).
 * Inter covers Latin (French, English); Noto Sans Arabic covers Arabic. Bundling them makes
 * rendering identical on every machine, which the visual baselines rely on.
 *
 * This module is a declared side effect of the package (package.json `sideEffects`) and is imported
 * for its effect by `global-style.ts`, which every app and story renders (through ThemeRoot). It
 * must stay a bare import of a module that is used: a module reached only through a re-export that
 * nobody reads is dropped by the bundler, its CSS with it (the fonts were missing from every build).
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
// The language choices' "العربية" without the whole Arabic face (fonts/arabic-endonym.css).
import './fonts/arabic-endonym.css';
