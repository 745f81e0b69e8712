import type { ReactNode } from 'react';
import type { Tone } from '../theme/theme';
import { BadgeRoot, Dot, type BadgeSize } from './badge.styles';

export type { BadgeSize } from './badge.styles';

/** Props of Badge. */
export interface BadgeProps {
  /** The text (from the translations). */
  children: ReactNode;
  /** Colour family: pick it from what the state means (success, warning, danger…). @default 'neutral' */
  tone?: Tone;
  /** Size. @default 'md' */
  size?: BadgeSize;
  /** Shows a coloured dot before the text, so the state does not rely on colour alone. @default false */
  dot?: boolean;
}

/**
 * Small label for a state or a category. The colour follows the tone; the words always come from
 * the app, so the meaning never depends on colour alone. Which tone a state of the product takes is
 * the app's choice (e.g. the shop's order statuses, `OrderStatusBadge` of `@kk/shop-ui`).
 *
 * @example
 * <Badge tone="success" dot>{t('status.paid')}</Badge>
 */
export function Badge({ children, tone = 'neutral', size = 'md', dot = false }: BadgeProps) {
  return (
    <BadgeRoot $tone={tone} $size={size} data-ui="badge-root">
      {dot && <Dot $tone={tone} aria-hidden="true" data-ui="badge-dot" />}
      {children}
    </BadgeRoot>
  );
}
