import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import {
  Avatar,
  ButtonLink,
  EmptyState,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  Skeleton,
} from '@kk/ui-kit';
import { useSchoolLine } from '../shared/use-school-line';
import { useChildren } from './use-children';

/** Where "Ajouter un enfant" leads. */
const ADD_CHILD_PATH = '/parent/enfants/nouveau';

/**
 * `/parent/enfants`, "Mes enfants": each child of the signed-in parent (picture, names, username,
 * level, school and class, or "Pas encore relié à une école") with "Modifier", and "Ajouter un
 * enfant"; an empty state for a parent without children. Texts: `learning-children:children.*`.
 */
export function ChildrenPage() {
  const { t } = useTranslation('learning-children');
  const { query, children } = useChildren();
  const line = useSchoolLine();
  const addButton = (
    <ButtonLink as={RouterLink} to={ADD_CHILD_PATH}>
      {t('children.add')}
    </ButtonLink>
  );

  return (
    <Page title={t('children.title')} description={t('children.description')} actions={addButton}>
      <QueryState
        query={query}
        errorMessage={t('children.loadError')}
        loadingLabel={t('children.loading')}
        loading={<Skeleton variant="rect" height="5.5rem" count={2} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={t('children.emptyTitle')}
            description={t('children.emptyDescription')}
            action={addButton}
          />
        }
      >
        {() => (
          <SectionCard as="div">
            <RowList aria-label={t('children.title')} data-ui="children-list">
              {children.map((child) => (
                <Row key={child.id}>
                  <Avatar name={child.name} src={child.image || null} decorative />
                  <RowBody>
                    <RowTitle>{child.name}</RowTitle>
                    <RowMeta>
                      {t('children.usernameLabel')} <bdi dir="ltr">{child.username}</bdi>
                    </RowMeta>
                    {line.level(child) && <RowMeta>{t('children.level', { level: line.level(child) })}</RowMeta>}
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
              ))}
            </RowList>
          </SectionCard>
        )}
      </QueryState>
    </Page>
  );
}
