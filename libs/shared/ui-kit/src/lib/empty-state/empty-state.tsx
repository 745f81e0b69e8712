import type { ReactNode } from 'react';
import { headingTag, type HeadingLevel } from '../card/card-parts';
import { EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './empty-state.styles';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** What is empty (e.g. 'Aucune école trouvée'). */
  title: string;
  /** What to do next. */
  description?: string;
  /** An icon from the kit (decorative). */
  icon?: ReactNode;
  /** A button or a form (the unlisted-school form when no school is found). */
  action?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * Shown instead of a list that has nothing in it: an icon, a title, a hint and an action.
 *
 * @example
 * <EmptyState icon={<SearchIcon />} title={t('noSchool')} description={t('noSchoolHint')} action={<UnlistedSchoolForm />} />
 */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <EmptyRoot data-ui="empty-state-root">
      {icon && (
        <EmptyIcon aria-hidden="true" data-ui="empty-state-icon">
          {icon}
        </EmptyIcon>
      )}
      <EmptyTitle as={headingTag(headingLevel)} data-ui="empty-state-title">
        {title}
      </EmptyTitle>
      {description && <EmptyDescription data-ui="empty-state-description">{description}</EmptyDescription>}
      {action}
    </EmptyRoot>
  );
}
