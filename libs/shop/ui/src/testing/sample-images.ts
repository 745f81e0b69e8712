/**
 * Inline SVG pictures for the stories of the shop's cards, so nothing is fetched from the network
 * and screenshots are stable (the same pictures the ui-kit's stories of these cards used).
 */
function svg(content: string, viewBox = '0 0 100 100') {
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${content}</svg>`)}`;
}

/** A notebook. */
export const notebookImage = svg(
  '<rect width="100" height="100" fill="#EEF2FF"/><rect x="25" y="15" width="50" height="70" rx="4" fill="#2F4AC4"/><path d="M35 30h30M35 42h30M35 54h20" stroke="#fff" stroke-width="4"/>',
);

/** A pencil case. */
export const pencilImage = svg(
  '<rect width="100" height="100" fill="#FFF3D1"/><rect x="15" y="42" width="70" height="16" rx="3" fill="#F2A900"/><path d="M85 42l10 8-10 8z" fill="#6E4700"/>',
);

/** A book cover. */
export const bookCover = svg(
  '<rect width="90" height="120" fill="#E6F5F2"/><rect x="10" y="10" width="70" height="100" rx="4" fill="#0F7B6C"/><path d="M22 35h46M22 48h46M22 61h30" stroke="#fff" stroke-width="5"/>',
  '0 0 90 120',
);

/** A school logo. */
export const schoolLogo = svg(
  '<rect width="100" height="100" fill="#E6F5F2"/><path d="M50 18 12 37l38 19 38-19z" fill="#0F7B6C"/><path d="M25 47v19c0 6 11 12 25 12s25-6 25-12V47" fill="none" stroke="#0F7B6C" stroke-width="6"/>',
);
