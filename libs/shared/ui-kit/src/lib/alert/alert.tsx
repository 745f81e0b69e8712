import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../button/button';
import { AlertIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { AlertAction, AlertBody, AlertIconSlot, AlertMessage, AlertRoot, AlertText, AlertTitle } from './alert.styles';

/** Tone of an Alert: what kind of message it is. */
export type AlertTone = 'danger' | 'warning' | 'success' | 'info';

/** How an Alert is announced: at once (`assertive`), at the next pause (`polite`), or not (`off`). */
export type AlertLive = 'assertive' | 'polite' | 'off';

/** Props of Alert. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** What kind of message: colours and icon follow it. @default 'info' */
  tone?: AlertTone;
  /** A short bold first line. */
  title?: string;
  /** The message, in the user's words. */
  children: ReactNode;
  /** A button or a link after the message. */
  action?: ReactNode;
  /**
   * Asks again: the Alert shows the kit's Retry button (a failed load, a next page that failed).
   * Ignored when `action` is given.
   */
  onRetry?: () => void;
  /** Text of the Retry button. @default the kit's 'Réessayer' (in the ThemeRoot's language) */
  retryLabel?: string;
  /**
   * How it is announced: `assertive` is `role="alert"`, `polite` is `role="status"`, `off` has no live
   * role (a `role` prop, e.g. `note`, still applies). @default 'assertive' for danger and warning, 'polite' for success and info
   */
  live?: AlertLive;
}

const icons = { danger: AlertIcon, warning: AlertIcon, success: SuccessIcon, info: InfoIcon } as const;
const roles = { assertive: 'alert', polite: 'status', off: undefined } as const;

/**
 * An inline message in a tinted box: a failure with its Retry button, a warning, a success, a note.
 * The tone picks the colours and the icon; danger and warning are announced at once, success and
 * info politely. For a whole query's loading / error / empty states, use QueryState.
 *
 * @example
 * <Alert tone="danger" onRetry={loadMore}>{t('list.moreError')}</Alert>
 * <Alert tone="success">{t('saved')}</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onRetry,
  retryLabel,
  live,
  role,
  ...rest
}: AlertProps) {
  const labels = useKitLabels();
  const Icon = icons[tone];
  const end =
    action ??
    (onRetry && (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel ?? labels.retry}
      </Button>
    ));
  const resolvedLive = live ?? (tone === 'danger' || tone === 'warning' ? 'assertive' : 'polite');
  return (
    <AlertRoot $tone={tone} role={role ?? roles[resolvedLive]} data-ui="alert-root" data-tone={tone} {...rest}>
      <AlertIconSlot data-ui="alert-icon">
        <Icon />
      </AlertIconSlot>
      <AlertBody data-ui="alert-body">
        <AlertText data-ui="alert-text">
          {title && <AlertTitle data-ui="alert-title">{title}</AlertTitle>}
          <AlertMessage data-ui="alert-message">{children}</AlertMessage>
        </AlertText>
        {end && <AlertAction data-ui="alert-action">{end}</AlertAction>}
      </AlertBody>
    </AlertRoot>
  );
}
