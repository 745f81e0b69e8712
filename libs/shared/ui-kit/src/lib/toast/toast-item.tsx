import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import type { ToastEntry } from './toast';
import { ToastCard, ToastDescription, ToastIcon, ToastText, ToastTitle } from './toast.styles';

const icons = { info: InfoIcon, success: SuccessIcon, warning: AlertIcon, danger: AlertIcon };

/** Props of ToastItem. */
export interface ToastItemProps {
  toast: ToastEntry;
  duration: number | null;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/** One toast, with its own timer that pauses on hover and focus. */
export function ToastItem({ toast, duration, dismissLabel, onDismiss }: ToastItemProps) {
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
