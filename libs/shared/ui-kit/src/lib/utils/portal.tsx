import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useThemeDirection } from '../theme/direction';

/** Props of Portal. */
export interface PortalProps {
  /** Content rendered at the end of `document.body`. */
  children: ReactNode;
}

const subscribeNever = () => () => undefined;

/**
 * Whether the tree renders in a browser that has mounted it: `false` on the server (a page rendered
 * at build time) and during hydration (the first client render must match the server's markup),
 * `true` afterwards and in every client render that is not hydrating.
 */
function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Renders its children at the end of `document.body` (above the page) inside a container that keeps
 * the writing direction of the ThemeRoot, since the body itself may not carry `dir`.
 *
 * Nothing is rendered on the server nor while the browser adopts a prerendered page (hydration):
 * a portal has no place in the server's markup, and its content appears right after. A client
 * render that is not hydrating has it from the first render.
 */
export function Portal({ children }: PortalProps) {
  return useMounted() ? <PortalContainer>{children}</PortalContainer> : null;
}

/**
 * The container exists from the first (client) render and is attached in a layout effect, which runs
 * before the parent's effects: a dialog can focus its content in its own effect.
 */
function PortalContainer({ children }: PortalProps) {
  const dir = useThemeDirection();
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-ui', 'portal');
    return element;
  });

  useLayoutEffect(() => {
    document.body.appendChild(container);
    return () => {
      container.remove();
    };
  }, [container]);

  useLayoutEffect(() => {
    container.setAttribute('dir', dir);
  }, [container, dir]);

  return createPortal(children, container);
}
