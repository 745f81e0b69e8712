import { createIcon } from '@kk/ui-kit';

/** Door with an arrow leaving it: the logout action. Mirrored in Arabic, where "out" points left. */
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'logout',
  <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 16l4-4-4-4M19 12H9" />,
  { mirrorInRtl: true },
);
