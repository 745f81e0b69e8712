import { useTranslation } from '@kk/i18n';
import { selectLearningRole, useAppSelector } from '@kk/session';
import { FooterTabBar } from '@kk/ui-kit';
import { learningNavItems } from './nav-items';
import { RouterLink } from './router-link';

/** Props of {@link LearningNav}. */
export interface LearningNavProps {
  /** Id of the section to mark current (the route's `handle.footerTab`), if any. */
  currentId: string | undefined;
}

/**
 * The sections of the learning app for a signed-in user, those of their role only (a parent has no
 * courses nor friends tab): the kit's `FooterTabBar` (bottom tabs on
 * phones, a side column from the `md` breakpoint). Its own chunk: `LearningLayout` loads it only
 * for a signed-in user, so a visitor's first load (sign in) does not carry it (docs/performance.md).
 */
export function LearningNav({ currentId }: LearningNavProps) {
  const { t } = useTranslation('learning-layout');
  const role = useAppSelector(selectLearningRole);
  return (
    <FooterTabBar
      label={t('nav.label')}
      linkAs={RouterLink}
      sideFrom="md"
      currentId={currentId}
      tabs={learningNavItems(role).map((item) => ({
        id: item.id,
        label: t(item.labelKey),
        icon: item.icon,
        href: item.href,
      }))}
    />
  );
}
