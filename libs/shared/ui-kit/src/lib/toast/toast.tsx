import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useKitLabels } from '../locale/kit-locale';
import { Portal } from '../utils/portal';
import type { ToastItem as ToastItemComponent } from './toast-item';
import { Viewport } from './toast-viewport.styles';

/** Kind of message; `danger` toasts are announced at once (`role="alert"`), the others politely. */
export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

/** What to show in a toast. */
export interface ToastOptions {
  /** Main text. */
  title: string;
  /** Secondary text. */
  description?: string;
  /** Kind of message. @default 'info' */
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; `null` keeps it until dismissed. Provider's default when absent. */
  duration?: number | null;
  /** One action button (e.g. 'Annuler'); pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
}

/** What useToast returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast now. */
  dismiss: (id: string) => void;
}

/** A toast on screen. */
export interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows and dismisses toasts from anywhere under ToastProvider.
 * @throws when used outside a ToastProvider.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider>.');
  }
  return api;
}

/** Props of ToastProvider. */
export interface ToastProviderProps {
  /** The app. */
  children: ReactNode;
  /** Accessible name of the notifications region. @default the kit's 'Notifications' */
  regionLabel?: string;
  /** Accessible name of each toast's close button. @default the kit's 'Fermer la notification' */
  dismissLabel?: string;
  /** Default time on screen, in ms. Paused while the pointer is over a toast or focus is in it. @default 5000 */
  duration?: number;
  /** Most toasts shown at once; the oldest leave first. @default 3 */
  max?: number;
}

/**
 * The toast itself (card, icon, buttons) is its own chunk, asked for as soon as this module runs, so
 * the first paint does not wait for it; a toast shown before it arrives appears once it has.
 */
let ToastItem: typeof ToastItemComponent | null = null;
const toastItemLoaded = import('./toast-item').then((module) => {
  ToastItem = module.ToastItem;
});

/**
 * Toast notifications: put the provider near the root once, then call `useToast().show(...)`.
 * Toasts appear above the footer tab bar, go away after `duration` (paused on hover and focus, so
 * they can be read and reached), and can be closed with their button. Put it inside ThemeRoot: the
 * region and the close buttons are named in its language.
 *
 * @example
 * <ToastProvider><App /></ToastProvider>
 * const toast = useToast(); toast.show({ title: t('addedToCart'), tone: 'success' });
 */
export function ToastProvider({ children, regionLabel, dismissLabel, duration = 5000, max = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const labels = useKitLabels();

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list, { ...options, id }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const [, setItemLoaded] = useState(ToastItem !== null);
  useEffect(() => {
    if (ToastItem === null) void toastItemLoaded.then(() => setItemLoaded(true));
  }, []);
  const Item = ToastItem;

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <Viewport aria-label={regionLabel ?? labels.notifications} data-ui="toast-viewport">
          {Item !== null &&
            toasts.map((toast) => (
              <Item
                key={toast.id}
                toast={toast}
                duration={toast.duration === undefined ? duration : toast.duration}
                dismissLabel={dismissLabel ?? labels.dismissNotification}
                onDismiss={dismiss}
              />
            ))}
        </Viewport>
      </Portal>
    </ToastContext.Provider>
  );
}
