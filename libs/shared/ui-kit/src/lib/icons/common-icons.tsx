/**
 * The kit's icons that the frames and the parts of every first screen draw (tabs, header, alerts,
 * fields, checkboxes, password toggle), re-exported by `icons.tsx` (see there).
 */
import { createIcon } from './icon';

/** House: Home tab. */
export const HomeIcon = /* @__PURE__ */ createIcon(
  'home',
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);

/** Closed book: books, second-hand books (Occasion tab). */
export const BookIcon = /* @__PURE__ */ createIcon(
  'book',
  <>
    <path d="M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2zm0 0a2 2 0 0 0 2 2h14v-4" />
    <path d="M8 7h8" />
  </>,
);

/** Document with lines: quotes (Quotes tab). */
export const QuoteIcon = /* @__PURE__ */ createIcon(
  'quote',
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6M9 17h6" />
  </>,
);

/** Person: account. */
export const UserIcon = /* @__PURE__ */ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

/** Newspaper: News tab. */
export const NewsIcon = /* @__PURE__ */ createIcon(
  'news',
  <>
    <path d="M4 4h13v16H6a2 2 0 0 1-2-2z" />
    <path d="M17 8h3v10a2 2 0 0 1-2 2" />
    <path d="M8 8h5M8 12h5M8 16h5" />
  </>,
);

/** Shopping cart. */
export const CartIcon = /* @__PURE__ */ createIcon(
  'cart',
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
  </>,
);

/** Arrow pointing back (towards the start of the line); mirrored in RTL. */
export const BackArrowIcon = /* @__PURE__ */ createIcon(
  'back-arrow',
  <>
    <path d="M19 12H5" />
    <path d="m11 18-6-6 6-6" />
  </>,
  { mirrorInRtl: true },
);

/** Minus sign. */
export const MinusIcon = /* @__PURE__ */ createIcon('minus', <path d="M5 12h14" />);

/** Cross: close, remove, clear. */
export const CloseIcon = /* @__PURE__ */ createIcon('close', <path d="M6 6l12 12M18 6 6 18" />);

/** Open eye: show password. */
export const EyeIcon = /* @__PURE__ */ createIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** Crossed eye: hide password. */
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'eye-off',
  <>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);

/** Five-pointed star: ratings (pass `fill="currentColor"` for a filled star). */
export const StarIcon = /* @__PURE__ */ createIcon(
  'star',
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
);

/** Speech bubble: chat. */
export const ChatIcon = /* @__PURE__ */ createIcon(
  'chat',
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />,
);

/** Check mark. */
export const CheckIcon = /* @__PURE__ */ createIcon('check', <path d="m5 12 5 5 9-10" />);

/** Circled check: success. */
export const SuccessIcon = /* @__PURE__ */ createIcon(
  'success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

/** Circled exclamation mark: errors and warnings. */
export const AlertIcon = /* @__PURE__ */ createIcon(
  'alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </>,
);

/** Circled i: information. */
export const InfoIcon = /* @__PURE__ */ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>,
);

/** Calendar: dates. */
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
