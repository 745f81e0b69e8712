import type { ReactNode } from 'react';
import { Price } from '@kk/ui-kit';
import { Actions, BarRoot, SummaryLine } from './sticky-action-bar.styles';

/** Props of StickyActionBar. */
export interface StickyActionBarProps {
  /** The summary line's words ("Sous-total", "2 niveaux choisis"); no summary line without them. */
  summary?: ReactNode;
  /** The summary line's amount in dirhams, written by the kit's `Price` (the apps' one price format). */
  amount?: number;
  /** Another value at the end of the summary line, when it is not an amount. */
  summaryValue?: ReactNode;
  /** The action(s): the main one last (at the end, or at the bottom on phones). */
  children: ReactNode;
  /** Above the actions: what went wrong with the last try (an `Alert`, a form's submit error). */
  notice?: ReactNode;
  /** Under the actions: a hint, e.g. why the action is disabled. */
  note?: ReactNode;
  /**
   * Makes the bar a named region (a landmark). Leave it out unless the page's users look for it
   * (the cart's summary): a landmark per bar is noise for screen readers.
   */
  label?: string;
}

/**
 * The total and the main action(s) of a long shop page (school, levels, cart, a quote), kept in
 * view while the user scrolls: sticky at the bottom of the screen, above the shop's tab bar (the
 * frame's `--shop-tab-bar-space`; none in the library area), in the page's flow, so once
 * scrolled to the end it sits after the page's last content instead of covering it. The summary
 * line is a `status`: announced, whole, when it changes. Place it as the last child of the
 * page's column; hide it, or disable its actions, while the page loads, is empty or failed.
 *
 * @example
 * <StickyActionBar summary={t('cart.subtotal')} amount={cart.subtotal} label={t('cart.summaryLabel')}>
 *   <Button fullWidth size="lg" onClick={checkout}>{t('cart.checkout')}</Button>
 * </StickyActionBar>
 */
export function StickyActionBar({
  summary,
  amount,
  summaryValue,
  children,
  notice,
  note,
  label,
}: StickyActionBarProps) {
  return (
    <BarRoot as={label ? 'section' : 'div'} aria-label={label} data-ui="sticky-action-bar">
      {summary !== undefined && (
        <SummaryLine role="status">
          <span>{summary}</span>
          {amount !== undefined ? <Price amount={amount} size="lg" /> : summaryValue}
        </SummaryLine>
      )}
      {notice}
      <Actions>{children}</Actions>
      {note}
    </BarRoot>
  );
}
