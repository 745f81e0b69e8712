import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Avatar, ButtonLink, Row, RowBody, RowMeta, RowTitle } from '@kk/ui-kit';
import { useSchoolLine } from '../shared/use-school-line';
import type { ChildSummary } from './use-children';

/** One child of "Mes enfants": picture, names, username, level, school and class, and "Modifier". */
export function ChildRow({ child }: { /** The child to show. */ child: ChildSummary }) {
  const { t } = useTranslation('learning-children');
  const line = useSchoolLine();
  const level = line.level(child);
  return (
    <Row>
      <Avatar name={child.name} src={child.image || null} decorative />
      <RowBody>
        <RowTitle>{child.name}</RowTitle>
        <RowMeta>
          {t('children.usernameLabel')} <bdi dir="ltr">{child.username}</bdi>
        </RowMeta>
        {level && <RowMeta>{t('children.level', { level })}</RowMeta>}
        <RowMeta>{line.school(child)}</RowMeta>
      </RowBody>
      <ButtonLink
        as={RouterLink}
        to={`/parent/enfants/${child.id}/modifier`}
        variant="secondary"
        size="sm"
        aria-label={t('children.editLabel', { name: child.name })}
      >
        {t('children.edit')}
      </ButtonLink>
    </Row>
  );
}
