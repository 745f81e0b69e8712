import type { Control } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';

/** First-strong isolate: a name or a date keeps its own direction inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A control's line "subject · date · coefficient n", each value isolated (RTL). */
export function useControlMeta() {
  const { t } = useTranslation('learning-grades');
  const { formatDate, formatNumber } = useFormatters();
  return (control: Control) =>
    t('controls.meta', {
      subject: isolate(control.subject_name),
      date: isolate(formatDate(control.date)),
      coefficient: formatNumber(control.coefficient),
    });
}
