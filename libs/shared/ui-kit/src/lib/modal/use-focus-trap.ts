import { useEffect, type RefObject } from 'react';
import { getTabbableElements } from '../utils/focusable';

/**
 * While `active`: moves focus into `container` (to `initialFocus`, else the first tabbable element,
 * else the container), keeps Tab and Shift+Tab inside it, and on deactivation gives focus back to
 * the element that had it before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return undefined;
    const root = container.current;
    if (!root) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const target = initialFocus?.current ?? getTabbableElements(root)[0] ?? root;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbable = getTabbableElements(root);
      if (tabbable.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The opener may have been removed meanwhile (e.g. a list item that was deleted).
      if (previouslyFocused?.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [active, container, initialFocus]);
}
