import type { LibraryQuoteState } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Badge, type BadgeProps } from '@kk/ui-kit';

/** Label and tone of each state of a sent quote. */
const STATES: Record<LibraryQuoteState, { key: TranslationKey; tone: BadgeProps['tone'] }> = {
  sent: { key: 'shop-library:quotes.state.sent', tone: 'info' },
  in_cart: { key: 'shop-library:quotes.state.in_cart', tone: 'warning' },
  ordered: { key: 'shop-library:quotes.state.ordered', tone: 'success' },
};

/** Props of QuoteStateBadge. */
export interface QuoteStateBadgeProps {
  /** The quote's state. */
  state: LibraryQuoteState;
}

/** The state of a sent quote as a badge: Envoyé (info), Dans un panier (warning), Commandé (success). */
export function QuoteStateBadge({ state }: QuoteStateBadgeProps) {
  const { t } = useTranslation('shop-library');
  const { key, tone } = STATES[state];
  return (
    <Badge tone={tone} size="sm">
      {t(key)}
    </Badge>
  );
}
