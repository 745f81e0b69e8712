import type { ReactNode } from 'react';
import { BookIcon, ChatIcon, GlobeIcon, GridIcon, StarIcon } from '@kk/ui-kit';

/** Subject ids of the reference lists whose look differs (maths, French, Arabic, sciences). */
const MATHS = 1;
const LANGUAGES = new Set([2, 3, 9, 14, 15]);
const SCIENCES = new Set([5, 6, 7]);

/** The look of a subject: an icon and the index of its colour among the theme's chart colours. */
export interface SubjectLook {
  /** Decorative icon. */
  icon: ReactNode;
  /** Index into `theme.colors.chart` (each keeps 3:1 against white). */
  colour: number;
}

/** The icon and colour of a subject, so a child finds it again at a glance. */
export function subjectLook(subjectId: number): SubjectLook {
  if (subjectId === MATHS) return { icon: <GridIcon />, colour: 0 };
  if (LANGUAGES.has(subjectId))
    return { icon: subjectId === 2 ? <BookIcon /> : <ChatIcon />, colour: subjectId === 2 ? 3 : 1 };
  if (SCIENCES.has(subjectId)) return { icon: <GlobeIcon />, colour: 5 };
  return { icon: <StarIcon />, colour: 2 };
}
