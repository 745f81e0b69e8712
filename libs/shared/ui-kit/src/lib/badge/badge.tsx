import type { OrderStatus } from '@kk/domain';
import type { ReactNode } from 'react';
import type { Tone } from '../theme/theme';
import { BadgeRoot, Dot, type BadgeSize } from './badge.styles';
import { orderStatusTone, STATUS_TONES, type StatusKey } from './status-tones';

export type { BadgeSize } from './badge.styles';

/** Props of Badge. */
export interface BadgeProps {
  /** The text (from the translations). */
  children: ReactNode;
  /**
   * Colour family. Ignored when `status` is given.
   * @default 'neutral'
   */
  tone?: Tone;
  /** A §4 status (Active, Waiting, Paid…): picks the tone from STATUS_TONES. */
  status?: StatusKey;
  /** Size. @default 'md' */
  size?: BadgeSize;
  /** Shows a coloured dot before the text, so the state does not rely on colour alone. @default false */
  dot?: boolean;
}

/**
 * Small label for a state or a category. The colour follows the tone; the words always come from
 * the app, so the meaning never depends on colour alone.
 *
 * @example
 * <Badge status="paid">{t('status.paid')}</Badge>
 */
export function Badge({ children, tone = 'neutral', status, size = 'md', dot = false }: BadgeProps) {
  const resolved: Tone = status ? STATUS_TONES[status] : tone;
  return (
    <BadgeRoot $tone={resolved} $size={size} data-ui="badge-root">
      {dot && <Dot $tone={resolved} aria-hidden="true" data-ui="badge-dot" />}
      {children}
    </BadgeRoot>
  );
}

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** Order status (§4): 0 Pending, 1 Canceled, 2 On the way, 3 Delivered. */
  status: OrderStatus | number;
  /** Translated name of the status. */
  label: string;
  /** Size. @default 'md' */
  size?: BadgeSize;
}

/**
 * Badge of an order status, coloured by ORDER_STATUS_TONES (Pending amber, Canceled red,
 * On the way blue, Delivered green).
 *
 * @example
 * <StatusBadge status={order.status} label={t(`orderStatus.${order.status}`)} />
 */
export function StatusBadge({ status, label, size = 'md' }: StatusBadgeProps) {
  return (
    <Badge tone={orderStatusTone(status)} size={size} dot>
      {label}
    </Badge>
  );
}
