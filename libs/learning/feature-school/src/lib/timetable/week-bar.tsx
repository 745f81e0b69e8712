import { useFormatters, useTranslation } from '@kk/i18n';
import { Button } from '@kk/ui-kit';
import type { WeekParam } from './use-week-param';
import { WeekBar as Bar, WeekButtons, WeekTitle } from './week-view.styles';

/** Props of WeekBar. */
export interface WeekBarProps {
  /** The week shown and how to move (see `useWeekParam`). */
  week: WeekParam;
}

/** "Semaine du …" and the previous week, "Cette semaine" and next week buttons. */
export function WeekBar({ week }: WeekBarProps) {
  const { t } = useTranslation('learning-timetable');
  const { formatDate } = useFormatters();
  return (
    <Bar>
      <WeekTitle>{t('week.of', { date: formatDate(week.monday, 'long') })}</WeekTitle>
      <WeekButtons role="group" aria-label={t('week.navigation')}>
        <Button variant="secondary" size="sm" onClick={() => week.move(-1)}>
          {t('week.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={week.thisWeek} disabled={week.isThisWeek}>
          {t('week.thisWeek')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => week.move(1)}>
          {t('week.next')}
        </Button>
      </WeekButtons>
    </Bar>
  );
}
