import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, EmptyState, Page, QueryState, RowList, SectionCard, Skeleton } from '@kk/ui-kit';
import { ChildRow } from './child-row';
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
                <ChildRow key={child.id} child={child} />
              ))}
            </RowList>
          </SectionCard>
        )}
      </QueryState>
    </Page>
  );
}
