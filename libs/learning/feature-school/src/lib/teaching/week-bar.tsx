import { useFormatters, useTranslation } from '@kk/i18n';
import { Button } from '@kk/ui-kit';
import { WeekNav, WeekTitle } from './teaching.styles';

/** The week shown (its Monday) and the buttons to the previous, current and next week. */
export function WeekBar({
  monday,
  isThisWeek,
  onMove,
  onThisWeek,
}: {
  monday: string;
  isThisWeek: boolean;
  onMove: (weeks: number) => void;
  onThisWeek: () => void;
}) {
  const { t } = useTranslation('learning-teaching');
  const { formatDate } = useFormatters();
  return (
    <WeekNav aria-label={t('week.label')}>
      <WeekTitle aria-live="polite">{t('week.of', { date: formatDate(monday, 'long') })}</WeekTitle>
      <Button size="sm" variant="secondary" onClick={() => onMove(-1)}>
        {t('week.previous')}
      </Button>
      {!isThisWeek && (
        <Button size="sm" variant="ghost" onClick={onThisWeek}>
          {t('week.current')}
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => onMove(1)}>
        {t('week.next')}
      </Button>
    </WeekNav>
  );
}
