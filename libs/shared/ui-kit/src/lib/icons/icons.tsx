/**
 * The kit's icon set: small inline SVGs drawn for it (no icon library), 24×24, 2 px strokes.
 * Each is decorative unless given a `title`.
 *
 * Two modules, re-exported here: `common-icons.tsx` holds the icons of the frames and of the parts
 * every first screen may show (tabs, header, alerts, fields, checkboxes, password toggle),
 * `more-icons.tsx` those that only some screens draw (search, pickers, chevrons, pictures...). A module goes
 * whole into one chunk: with every icon here, all of them shipped in each app's first load
 * (docs/performance.md).
 */
export * from './common-icons';
export * from './more-icons';
