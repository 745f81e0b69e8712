import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { blockDocument } from './block-document';

const LOOK = {
  text: '#111',
  muted: '#555',
  border: '#ddd',
  sunken: '#eee',
  accentBg: '#ffc',
  fontSize: '1.125rem',
  lineHeight: 1.5,
};

/** The one script of a block's document, as the browser hashes it. */
function heightScript(nonce: string): string {
  const doc = blockDocument('<p>Bloc</p>', { lang: 'fr', dir: 'ltr', nonce, look: LOOK });
  const match = doc.match(new RegExp(`<script nonce="${nonce}">([\\s\\S]*?)</script>`));
  if (!match?.[1]) throw new Error('no height script in the block document');
  return match[1];
}

describe('blockDocument', () => {
  it('runs only its own height script, by nonce, and says so in its policy', () => {
    const doc = blockDocument('<script>alert(1)</script>', { lang: 'ar', dir: 'rtl', nonce: 'abc', look: LOOK });
    expect(doc).toContain(`script-src 'nonce-abc'`);
    expect(doc).toContain('<html lang="ar" dir="rtl">');
    expect(doc.match(/<script nonce="abc">/g)).toHaveLength(1);
  });

  it("is allowed by the deployed page's policy: learning.env names the height script's hash", () => {
    // A srcdoc frame obeys the page's Content-Security-Policy too (deploy/nginx), which allows no
    // inline script but this one, by its hash. Change the script, and the hash must follow.
    const hash = `sha256-${createHash('sha256').update(heightScript('n1'), 'utf8').digest('base64')}`;
    expect(heightScript('n2')).toBe(heightScript('n1'));
    const env = readFileSync(path.resolve(import.meta.dirname, '../../../../../../deploy/nginx/learning.env'), 'utf8');
    expect(env).toMatch(new RegExp(`^KK_SCRIPT_SRC_EXTRA=".*'${hash.replace(/[+/]/g, '\\$&')}'.*"$`, 'm'));
  });
});
