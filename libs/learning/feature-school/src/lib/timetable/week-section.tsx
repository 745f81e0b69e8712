import type { ReactNode } from 'react';
import type { Seance } from '@kk/domain';
import { QueryState, Skeleton } from '@kk/ui-kit';
import type { WeekParam } from './use-week-param';
import type { WeekQuery } from './use-week-schedule';
import { WeekBar } from './week-bar';
import { WeekView, type SeanceWho } from './week-view';

/** Props of WeekSection. */
export interface WeekSectionProps {
  /** The week shown and how to move. */
  week: WeekParam;
  /** The week's days, loading or failed. */
  query: WeekQuery;
  /** The page's message when the week failed. */
  errorMessage: string;
  /** What a seance names besides its subject. */
  who: SeanceWho;
  /** Opens a seance (the administrator's page); read-only without it. */
  onSelect?: (seance: Seance) => void;
  /** A failure the page explains in its own way (e.g. a student not linked to a school). */
  isNotFound?: (error: unknown) => boolean;
  /** What shows for that failure. */
  notFound?: ReactNode;
}

/** A timetable page's week: "Semaine du …" with its buttons, then the week (skeleton, error with Retry, days). */
export function WeekSection({ week, query, errorMessage, who, onSelect, isNotFound, notFound }: WeekSectionProps) {
  return (
    <>
      <WeekBar week={week} />
      <QueryState
        query={query}
        errorMessage={errorMessage}
        loading={<Skeleton variant="rect" height="24rem" />}
        isNotFound={isNotFound}
        notFound={notFound}
      >
        {(days) => <WeekView days={days} who={who} onSelect={onSelect} />}
      </QueryState>
    </>
  );
}
