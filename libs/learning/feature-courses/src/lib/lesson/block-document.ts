/**
 * The document a lesson block is shown in: the backend's HTML fragment (the xblock student view)
 * inside a sandboxed iframe's `srcdoc`, never in the app's own document. The document:
 * - forbids every resource but inline styles, `data:` pictures and the one script below (a
 *   Content-Security-Policy with a fresh nonce: a script the backend's HTML might carry never runs);
 * - posts its height to the parent (`{ type: BLOCK_HEIGHT_MESSAGE, height }`), so the frame grows
 *   with its content; the parent trusts only messages from that frame (see `useFrameHeight`).
 */

/** The `type` of the height messages a block's document posts. */
export const BLOCK_HEIGHT_MESSAGE = 'kk-block-height';

/** Smallest height of a block's frame, in CSS pixels (also its height until its document says). */
export const MIN_BLOCK_HEIGHT = 160;

/** Largest height a block's frame takes, whatever its document says. */
export const MAX_BLOCK_HEIGHT = 4000;

/** The height a message asks for, kept between {@link MIN_BLOCK_HEIGHT} and {@link MAX_BLOCK_HEIGHT}. */
export function clampBlockHeight(height: number): number {
  return Math.min(MAX_BLOCK_HEIGHT, Math.max(MIN_BLOCK_HEIGHT, Math.ceil(height)));
}

/** The height of a height message, or null for any other message. */
export function readHeightMessage(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  return type === BLOCK_HEIGHT_MESSAGE && typeof height === 'number' && Number.isFinite(height) ? height : null;
}

/** The colours and type of the block's document (from the theme: the document cannot read the app's CSS). */
export interface BlockLook {
  text: string;
  muted: string;
  border: string;
  sunken: string;
  accentBg: string;
  fontSize: string;
  lineHeight: number;
}

/** Options of {@link blockDocument}. */
export interface BlockDocumentOptions {
  /** Language of the content (`lang` of its `<html>`). */
  lang: string;
  /** Direction of the content. */
  dir: 'ltr' | 'rtl';
  /** The nonce of the height script, fresh for each document. */
  nonce: string;
  /** Colours and type. */
  look: BlockLook;
}

/** A fresh nonce for the height script. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const HEIGHT_SCRIPT = `(function(){var root=document.getElementById('kk-block');var last=-1;function send(){var h=Math.ceil(root.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:'${BLOCK_HEIGHT_MESSAGE}',height:h},'*');}}if(window.ResizeObserver){new ResizeObserver(send).observe(root);}window.addEventListener('load',send);send();})();`;

/** The whole `srcdoc` of a block: policy, styles, the backend's fragment, the height script. */
export function blockDocument(html: string, { lang, dir, nonce, look }: BlockDocumentOptions): string {
  const policy = [
    "default-src 'none'",
    'img-src data:',
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const styles = `html,body{margin:0;padding:0;background:transparent}
#kk-block{display:flow-root;padding:4px 2px;color:${look.text};font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif;font-size:${look.fontSize};line-height:${look.lineHeight};overflow-wrap:anywhere}
h2{font-size:1.3em;margin:0 0 .5em}
p{margin:0 0 .75em}
ul,ol{margin:0 0 .75em;padding-inline-start:1.5em}
li{margin-block-end:.4em}
table{border-collapse:collapse;margin:0 0 .75em;max-inline-size:100%}
caption{font-weight:600;text-align:start;margin-block-end:.4em}
th,td{border:1px solid ${look.border};padding:.4em .7em;text-align:start}
th{background:${look.sunken}}
figure{margin:0 0 .75em}
svg,img{max-inline-size:100%;block-size:auto}
.fact{background:${look.accentBg};border-radius:12px;padding:.75em 1em}`;
  return `<!doctype html><html lang="${escapeAttribute(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${styles}</style></head><body><div id="kk-block">${html}</div><script nonce="${nonce}">${HEIGHT_SCRIPT}</script></body></html>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[^a-zA-Z-]/g, '');
}
