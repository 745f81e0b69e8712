import { useMemo, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { blockDocument, createNonce } from './block-document';
import { useFrameHeight } from './use-frame-height';

/**
 * What a block's frame may do: run its own height script, nothing else. Never `allow-same-origin`
 * (the content would reach the app's storage and session), no top navigation, forms or popups.
 */
export const BLOCK_SANDBOX = 'allow-scripts';

const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  border: 0;
  background: transparent;
`;

/** Props of {@link BlockFrame}. */
export interface BlockFrameProps {
  /** The backend's HTML fragment (the xblock student view). */
  html: string;
  /** The frame's accessible name (its `title`). */
  title: string;
  /** Language of the content. */
  lang: string;
  /** Direction of the content. */
  dir: 'ltr' | 'rtl';
}

/**
 * One lesson block's student view, isolated: the backend's HTML in a sandboxed iframe's `srcdoc`
 * ({@link BLOCK_SANDBOX}, a strict Content-Security-Policy), as tall as its content (`useFrameHeight`).
 *
 * @example <BlockFrame html={view.html} title={view.display_name} lang="fr" dir="ltr" />
 */
export function BlockFrame({ html, title, lang, dir }: BlockFrameProps) {
  const theme = useTheme();
  const frame = useRef<HTMLIFrameElement>(null);
  const srcDoc = useMemo(
    () =>
      blockDocument(html, {
        lang,
        dir,
        nonce: createNonce(),
        look: {
          text: theme.colors.text.primary,
          muted: theme.colors.text.secondary,
          border: theme.colors.border.subtle,
          sunken: theme.colors.background.sunken,
          accentBg: theme.colors.tone.warning.bg,
          fontSize: theme.fontSizes.lg,
          lineHeight: theme.lineHeights.normal,
        },
      }),
    [html, lang, dir, theme],
  );
  const height = useFrameHeight(frame, srcDoc);
  return (
    <Frame
      ref={frame}
      title={title}
      srcDoc={srcDoc}
      sandbox={BLOCK_SANDBOX}
      referrerPolicy="no-referrer"
      style={{ blockSize: `${height}px` }}
      data-ui="block-frame"
    />
  );
}
