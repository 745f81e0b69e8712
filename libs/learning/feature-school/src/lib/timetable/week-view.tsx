import { useState } from 'react';
import type { Seance } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, Tabs, VisuallyHidden } from '@kk/ui-kit';
import { useWideScreen } from './use-wide-screen';
import { DAY_KEYS, hoursOf, isolated, minutesOf, placeSeances, SHORT_DAY_KEYS, type WeekDay } from './week';
import {
  DayBody,
  DayColumn,
  DayDate,
  DayHead,
  DayList,
  GutterHour,
  HolidayNote,
  NoSeance,
  Placed,
  SeanceButton,
  SeanceCard,
  SeanceLine,
  SeanceSubject,
  TimeGutter,
  WeekGrid,
} from './week-view.styles';

/** Whose name a seance shows besides its subject: its class (a professor's week) or its professor (a class's). */
export type SeanceWho = 'class' | 'professor';

/** Props of WeekView. */
export interface WeekViewProps {
  /** The six school days (see `weekDays`). */
  days: readonly WeekDay[];
  /** What a seance names besides its subject. */
  who: SeanceWho;
  /** Called with a seance the user opens; without it, seances are read-only text. */
  onSelect?: (seance: Seance) => void;
}

/** One seance: time, subject, class or professor, classroom, "Rattrapage" for a catch-up. */
function SeanceItem({ seance, who, onSelect }: { seance: Seance; who: SeanceWho; onSelect?: (s: Seance) => void }) {
  const { t } = useTranslation('learning-timetable');
  const catchup = seance.type === 'catchup';
  const content = (
    <>
      <SeanceLine>
        <bdi>{`${seance.start_time} – ${seance.end_time}`}</bdi>
      </SeanceLine>
      <SeanceSubject>{seance.subject_name}</SeanceSubject>
      <SeanceLine>
        <bdi>{who === 'class' ? seance.class_name : seance.professor_name}</bdi>
      </SeanceLine>
      {seance.classroom_name && (
        <SeanceLine>
          <bdi>{seance.classroom_name}</bdi>
        </SeanceLine>
      )}
      {catchup && (
        <Badge tone="warning" size="sm">
          {t('week.catchup')}
        </Badge>
      )}
    </>
  );
  return onSelect ? (
    <SeanceButton $catchup={catchup} onClick={() => onSelect(seance)}>
      {content}
    </SeanceButton>
  ) : (
    <SeanceCard $catchup={catchup}>{content}</SeanceCard>
  );
}

/** A day's name, with "today" said to screen readers (the colour shows it). */
function DayName({ day }: { day: WeekDay }) {
  const { t } = useTranslation('learning-timetable');
  const { formatDate } = useFormatters();
  return (
    <>
      <span>
        {t(DAY_KEYS[day.day - 1])}
        {day.isToday && <VisuallyHidden>{` (${t('week.today')})`}</VisuallyHidden>}
      </span>{' '}
      <DayDate>{formatDate(day.date, 'medium')}</DayDate>
    </>
  );
}

/** The six days side by side, each seance placed by its time. */
function WideWeek({ days, who, onSelect }: WeekViewProps) {
  const { t } = useTranslation('learning-timetable');
  const { first, last } = hoursOf(days);
  const span = (last - first) * 60;
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  return (
    <WeekGrid>
      <TimeGutter>
        {hours.map((hour) => (
          <GutterHour key={hour}>{`${String(hour).padStart(2, '0')}:00`}</GutterHour>
        ))}
      </TimeGutter>
      {days.map((day) => (
        <DayColumn key={day.date} $today={day.isToday} aria-labelledby={`day-${day.date}`}>
          <DayHead id={`day-${day.date}`} aria-current={day.isToday ? 'date' : undefined}>
            <DayName day={day} />
          </DayHead>
          {day.holiday ? (
            <HolidayNote>{t('week.holiday', { name: isolated(day.holiday) })}</HolidayNote>
          ) : (
            <DayBody $hours={last - first}>
              {placeSeances(day.seances).map(({ seance, lane, lanes }) => (
                <Placed
                  key={`${seance.id}-${seance.date}`}
                  $top={((minutesOf(seance.start_time) - first * 60) / span) * 100}
                  $height={((minutesOf(seance.end_time) - minutesOf(seance.start_time)) / span) * 100}
                  $start={(lane / lanes) * 100}
                  $width={100 / lanes}
                >
                  <SeanceItem seance={seance} who={who} onSelect={onSelect} />
                </Placed>
              ))}
            </DayBody>
          )}
        </DayColumn>
      ))}
    </WeekGrid>
  );
}

/** One day at a time (a phone): a tab per day, today's first selected when it is in the week. */
function NarrowWeek({ days, who, onSelect }: WeekViewProps) {
  const { t } = useTranslation('learning-timetable');
  const { formatDate } = useFormatters();
  const start = days.find((d) => d.isToday)?.date ?? days[0]?.date ?? '';
  const [selected, setSelected] = useState(start);
  const value = days.some((d) => d.date === selected) ? selected : start;
  return (
    <Tabs
      label={t('week.days')}
      value={value}
      onChange={setSelected}
      tabs={days.map((day) => ({
        id: day.date,
        label: `${t(SHORT_DAY_KEYS[day.day - 1])} ${formatDate(day.date, 'dmy').slice(0, 2)}`,
        content: day.holiday ? (
          <HolidayNote>{t('week.holiday', { name: isolated(day.holiday) })}</HolidayNote>
        ) : day.seances.length === 0 ? (
          <NoSeance>{t('week.noSeance')}</NoSeance>
        ) : (
          <DayList aria-label={`${t(DAY_KEYS[day.day - 1])} ${formatDate(day.date, 'medium')}`}>
            {day.seances.map((seance) => (
              <li key={`${seance.id}-${seance.date}`}>
                <SeanceItem seance={seance} who={who} onSelect={onSelect} />
              </li>
            ))}
          </DayList>
        ),
      }))}
    />
  );
}

/**
 * A week's timetable, Monday to Saturday (a CSS grid, no calendar library): each seance with its
 * time, subject, class or professor and classroom, a catch-up marked "Rattrapage", a holiday over
 * its day, today marked. From 768 px the six days side by side (right to left in Arabic); below,
 * one day at a time behind day tabs. With `onSelect`, each seance is a button that opens it.
 *
 * @example
 * <WeekView days={weekDays(schedule, holidays, today)} who="professor" onSelect={setOpened} />
 */
export function WeekView(props: WeekViewProps) {
  return useWideScreen() ? <WideWeek {...props} /> : <NarrowWeek {...props} />;
}
