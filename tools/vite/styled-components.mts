import path from 'node:path';
import { transformWithOxc, type OxcOptions, type Plugin, type ResolvedConfig } from 'vite';

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

/**
 * Stable styled-components ids for the files a prerendered page draws, and only those
 * (tools/vite/prerender.mts). The server render and the client bundle must give each styled
 * component drawn on the page the same id, else every class of the page differs from the client's
 * and React, which does not patch attributes when it adopts a page, keeps the wrong ones. The
 * transform's `ssr` option names a component from its file and position (`sc-13maxg-0`) instead of
 * a creation counter, at a cost: a `.withConfig({componentId})` per component, 0.8 KB brotli of
 * learning's signed-in first load when every file had it. So the ids go to the files of `files`
 * (the kit, the app frame, the prerendered pages' features), which Vite's own Oxc transform then
 * leaves to this plugin; `prerender.mts` fails the build when a page still draws a component
 * without a stable id (its lib is missing from the list).
 *
 * The transform hashes the file name it is given into the id, so it is given the file's path from
 * `workspaceRoot`, not Vite's absolute id: the ids, hence the chunks' hashes and the bundle's size,
 * are the same in every checkout (an absolute path moved the learning budget by 0.15 KB between two
 * clones of one commit: docs/performance.md). The source map is pointed back at the real file.
 *
 * @returns the Oxc options for every other file, and the plugin transforming the files of `files`.
 */
export function styledComponentsWithStableIds(
  files: RegExp,
  workspaceRoot: string,
): { oxc: OxcOptions; plugin: Plugin } {
  const ssrIds = { ...styledComponentsOxc.plugins.styledComponents, ssr: true };
  let config: ResolvedConfig;
  return {
    oxc: { ...styledComponentsOxc, exclude: [/\.js$/, files] },
    plugin: {
      name: 'kk:styled-components-stable-ids',
      configResolved(resolved) {
        config = resolved;
      },
      transform: {
        filter: { id: files },
        async handler(code, id) {
          // The options Vite resolved for its own transform (the JSX runtime of plugin-react...),
          // less the file filters, with the stable ids.
          const {
            include: _include,
            exclude: _exclude,
            jsxInject: _jsxInject,
            jsxRefreshInclude: _jsxRefreshInclude,
            jsxRefreshExclude: _jsxRefreshExclude,
            ...options
          } = config.oxc || {};
          const file = id.split('?')[0];
          const result = await transformWithOxc(
            code,
            path.relative(workspaceRoot, file).split(path.sep).join('/'),
            {
              ...options,
              jsx: typeof options.jsx === 'object' ? { ...options.jsx, refresh: false } : options.jsx,
              sourcemap: config.command === 'serve' || !!config.build.sourcemap,
              plugins: { ...options.plugins, styledComponents: ssrIds },
            },
            undefined,
            config,
          );
          const map = result.map && { ...result.map, sources: [file], file };
          return { code: result.code, map, moduleType: 'js' };
        },
      },
    },
  };
}
