import { createIcon } from '@kk/ui-kit';

/** A bell: the parent's alerts. */
export const BellIcon = /* @__PURE__ */ createIcon(
  'bell',
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </>,
);
