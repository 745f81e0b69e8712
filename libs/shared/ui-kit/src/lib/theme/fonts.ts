/* The CSS imports below are resolved by Vite; its client types declare them for any program compiling this file. */
/// <reference types="vite/client" />
/**
 * Bundled fonts: only the subsets and weights the theme uses (fontWeights in tokens.ts).
 * Inter covers Latin (French, English); Noto Sans Arabic covers Arabic. Bundling them makes
 * rendering identical on every machine, which the visual baselines rely on.
 *
 * This module is a declared side effect of the package (package.json `sideEffects`): `src/index.ts`
 * re-exports FONTS_LOADED, so any import of `@kk/ui-kit` brings the fonts along.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';

/** Always true; importing it guarantees the font CSS above is part of the bundle. */
export const FONTS_LOADED = true;
