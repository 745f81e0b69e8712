import { act, screen } from '@testing-library/react';
import { renderUi } from '@kk/testing';
import {
  BLOCK_HEIGHT_MESSAGE,
  blockDocument,
  clampBlockHeight,
  MAX_BLOCK_HEIGHT,
  MIN_BLOCK_HEIGHT,
} from './block-document';
import { BLOCK_SANDBOX, BlockFrame } from './block-frame';

const HTML = '<h2>Pour commencer</h2><p>Le périmètre, c’est le tour.</p>';

async function renderFrame() {
  await renderUi(<BlockFrame html={HTML} title="Contenu de la leçon : Pour commencer" lang="fr" dir="ltr" />);
  return screen.getByTitle('Contenu de la leçon : Pour commencer') as HTMLIFrameElement;
}

function post(source: MessageEventSource | null, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

describe('BlockFrame', () => {
  it('shows the HTML in a sandboxed srcdoc iframe: scripts only, never same-origin', async () => {
    const frame = await renderFrame();

    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe(BLOCK_SANDBOX);
    expect(BLOCK_SANDBOX).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toMatch(
      /allow-same-origin|allow-top-navigation|allow-forms|allow-popups/,
    );
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain(HTML);
  });

  it('lets only its own nonce script run and loads no resource (Content-Security-Policy)', async () => {
    const frame = await renderFrame();
    const doc = frame.getAttribute('srcdoc') ?? '';
    const nonce = /script-src 'nonce-([0-9a-f]{32})'/.exec(doc)?.[1];

    expect(nonce).toBeDefined();
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain(`<script nonce="${nonce}">`);
    expect(doc.match(/<script/g)).toHaveLength(1);
  });

  it('takes the height its own document posts, clamped', async () => {
    const frame = await renderFrame();
    expect(frame.style.blockSize).toBe(`${MIN_BLOCK_HEIGHT}px`);

    post(frame.contentWindow, { type: BLOCK_HEIGHT_MESSAGE, height: 523.2 });
    expect(frame.style.blockSize).toBe('524px');

    post(frame.contentWindow, { type: BLOCK_HEIGHT_MESSAGE, height: 1e9 });
    expect(frame.style.blockSize).toBe(`${MAX_BLOCK_HEIGHT}px`);
  });

  it('ignores height messages from any other window, and other messages', async () => {
    const frame = await renderFrame();
    const other = document.createElement('iframe');
    document.body.append(other);

    post(window, { type: BLOCK_HEIGHT_MESSAGE, height: 900 });
    post(other.contentWindow, { type: BLOCK_HEIGHT_MESSAGE, height: 900 });
    post(null, { type: BLOCK_HEIGHT_MESSAGE, height: 900 });
    post(frame.contentWindow, { type: 'other', height: 900 });
    post(frame.contentWindow, { type: BLOCK_HEIGHT_MESSAGE, height: 'tall' });

    expect(frame.style.blockSize).toBe(`${MIN_BLOCK_HEIGHT}px`);
    other.remove();
  });
});

describe('blockDocument', () => {
  it('sets the language and direction of the content', () => {
    const look = {
      text: '#000',
      muted: '#111',
      border: '#222',
      sunken: '#333',
      accentBg: '#444',
      fontSize: '1rem',
      lineHeight: 1.5,
    };
    const doc = blockDocument('<p>نص</p>', { lang: 'ar', dir: 'rtl', nonce: 'abc', look });

    expect(doc).toContain('<html lang="ar" dir="rtl">');
    expect(clampBlockHeight(-5)).toBe(MIN_BLOCK_HEIGHT);
  });
});

describe('the courses screens', () => {
  it('never insert backend HTML into the page itself', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });

    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, text] of Object.entries(sources)) {
      expect({ file, inner: /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(text) }).toEqual({
        file,
        inner: false,
      });
    }
  });
});
