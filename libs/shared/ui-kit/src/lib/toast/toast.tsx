import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { Portal } from '../utils/portal';
import { ToastCard, ToastDescription, ToastIcon, ToastText, ToastTitle, Viewport } from './toast.styles';

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

interface ToastEntry extends ToastOptions {
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

const icons = { info: InfoIcon, success: SuccessIcon, warning: AlertIcon, danger: AlertIcon };

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

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <Viewport aria-label={regionLabel ?? labels.notifications} data-ui="toast-viewport">
          {toasts.map((toast) => (
            <ToastItem
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

interface ToastItemProps {
  toast: ToastEntry;
  duration: number | null;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/** One toast, with its own timer that pauses on hover and focus. */
function ToastItem({ toast, duration, dismissLabel, onDismiss }: ToastItemProps) {
  const tone = toast.tone ?? 'info';
  const Icon = icons[tone];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration ?? 0);

  useEffect(() => {
    if (duration === null || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, onDismiss, toast.id]);

  return (
    <ToastCard
      $tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-ui="toast-item"
    >
      <ToastIcon $tone={tone} data-ui="toast-icon">
        <Icon />
      </ToastIcon>
      <ToastText>
        <ToastTitle data-ui="toast-title">{toast.title}</ToastTitle>
        {toast.description && <ToastDescription data-ui="toast-description">{toast.description}</ToastDescription>}
      </ToastText>
      {toast.action && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
          data-ui="toast-action"
        >
          {toast.action.label}
        </Button>
      )}
      <IconButton
        label={dismissLabel}
        icon={<CloseIcon size="sm" />}
        size="sm"
        onClick={() => onDismiss(toast.id)}
        data-ui="toast-dismiss"
      />
    </ToastCard>
  );
}
