/**
 * styled-components compiled by Oxc's built-in plugin (the Babel plugin's options): the CSS of every
 * styled template minified (whitespace and comments out), the templates turned into plain arrays,
 * and the calls marked pure so an unused styled component is dropped from the bundle. No display
 * names nor SSR ids: class names stay short hashes (docs/performance.md). Used by the apps' builds
 * and by the story tests, so the pictures check the CSS the apps ship.
 */
export const styledComponentsOxc = {
  plugins: {
    styledComponents: {
      displayName: false,
      fileName: false,
      ssr: false,
      minify: true,
      transpileTemplateLiterals: true,
      pure: true,
    },
  },
};
