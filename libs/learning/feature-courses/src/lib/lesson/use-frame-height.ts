import { useEffect, useState, type RefObject } from 'react';
import { clampBlockHeight, MIN_BLOCK_HEIGHT, readHeightMessage } from './block-document';

/**
 * The height of a block's frame: {@link MIN_BLOCK_HEIGHT} until its document says, then the height
 * it posts, clamped. Only messages whose `event.source` is that frame's own window count: a message
 * from any other window or frame (another block, a page that embeds the app) is ignored.
 * `key` resets the height when the frame shows another document.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>, key: string): number {
  const [height, setHeight] = useState(MIN_BLOCK_HEIGHT);
  useEffect(() => {
    setHeight(MIN_BLOCK_HEIGHT);
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const asked = readHeightMessage(event.data);
      if (asked !== null) setHeight(clampBlockHeight(asked));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, key]);
  return height;
}
