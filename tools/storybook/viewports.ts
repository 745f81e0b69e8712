/**
 * The sizes stories are shown, played and pictured in (Storybook's viewport toolbar and the story
 * tests). A story picks one with `globals: { viewport: { value: 'phone' } }`; the story tests use
 * `desktop` for a story that names none (tools/storybook/vitest.stories.mts).
 */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (960 × 720)', styles: { width: '960px', height: '720px' }, type: 'desktop' },
  wide: { name: 'Wide (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** The viewport of a story that names none, in the story tests. */
export const DEFAULT_VIEWPORT = 'desktop' satisfies keyof typeof VIEWPORTS;
