import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useThemeDirection } from '../theme/direction';

/** Props of Portal. */
export interface PortalProps {
  /** Content rendered at the end of `document.body`. */
  children: ReactNode;
}

/**
 * Renders its children at the end of `document.body` (above the page) inside a container that keeps
 * the writing direction of the ThemeRoot, since the body itself may not carry `dir`.
 *
 * The container exists from the first render and is attached in a layout effect, which runs before
 * the parent's effects: a dialog can focus its content in its own effect.
 */
export function Portal({ children }: PortalProps) {
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
