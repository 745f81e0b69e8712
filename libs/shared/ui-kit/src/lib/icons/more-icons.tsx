/**
 * The kit's icons that only some screens draw, re-exported by `icons.tsx` (see there): they load
 * with those screens, not in the first load.
 */
import { createIcon } from './icon';

/** Magnifier: search. */
export const SearchIcon = /* @__PURE__ */ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);

/** Four squares: grid view. */
export const GridIcon = /* @__PURE__ */ createIcon(
  'grid',
  <>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </>,
);

/** Bulleted lines: list view. */
export const ListIcon = /* @__PURE__ */ createIcon(
  'list',
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4 6h.01M4 12h.01M4 18h.01" />
  </>,
);

/** Plus sign. */
export const PlusIcon = /* @__PURE__ */ createIcon('plus', <path d="M12 5v14M5 12h14" />);

/** Arrow into a tray: upload. */
export const UploadIcon = /* @__PURE__ */ createIcon(
  'upload',
  <>
    <path d="M12 16V4" />
    <path d="m7 9 5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </>,
);

/** Telephone handset: call. */
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'phone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);

/** Chevron pointing down (disclosures, selects). */
export const ChevronDownIcon = /* @__PURE__ */ createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);

/** Chevron pointing up. */
export const ChevronUpIcon = /* @__PURE__ */ createIcon('chevron-up', <path d="m6 15 6-6 6 6" />);

/** Chevron pointing to the end of the line (right in LTR, left in RTL): next. */
export const ChevronEndIcon = /* @__PURE__ */ createIcon('chevron-end', <path d="m9 6 6 6-6 6" />, {
  mirrorInRtl: true,
});

/** Chevron pointing to the start of the line (left in LTR, right in RTL): previous. */
export const ChevronStartIcon = /* @__PURE__ */ createIcon('chevron-start', <path d="m15 6-6 6 6 6" />, {
  mirrorInRtl: true,
});

/** Picture frame: image placeholders. */
export const ImageIcon = /* @__PURE__ */ createIcon(
  'image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

/** Globe: language. */
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);

/** Map pin: addresses. */
export const LocationIcon = /* @__PURE__ */ createIcon(
  'location',
  <>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
);
