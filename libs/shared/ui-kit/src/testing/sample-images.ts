/**
 * Inline SVG pictures for stories and tests, so nothing is fetched from the network and
 * screenshots are stable.
 */
function svg(content: string, viewBox = '0 0 100 100') {
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${content}</svg>`)}`;
}

/** A school logo. */
export const schoolLogo = svg(
  '<rect width="100" height="100" fill="#E6F5F2"/><path d="M50 18 12 37l38 19 38-19z" fill="#0F7B6C"/><path d="M25 47v19c0 6 11 12 25 12s25-6 25-12V47" fill="none" stroke="#0F7B6C" stroke-width="6"/>',
);
