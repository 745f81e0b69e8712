import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@kk/i18n';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ChatIcon,
  ConfirmDialog,
  EmptyState,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionTitle,
  useErrorDescription,
} from '@kk/ui-kit';
import { RowButtons } from './child-friends-page.styles';
import { type ChildFriendLists, type ChildFriendView, isNotTheirChild, useChildFriends } from './use-child-friends';

/** What the page last did, said once under its title. */
type Outcome = { tone: 'success'; text: string } | { tone: 'danger'; text: string; error: unknown };

/**
 * The child's friends `/parent/enfants/:childId/amis`: the friend requests sent by or to the child
 * that wait for the parent's approval (approve, refuse), then the child's friends (remove one,
 * after a confirmation). A child who is not the parent's is said so (403).
 */
export function ChildFriendsPage() {
  const { t } = useTranslation('learning-alerts');
  const { childName, query, act, busyId } = useChildFriends();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [toRemove, setToRemove] = useState<ChildFriendView | null>(null);
  const cause = useErrorDescription(outcome?.tone === 'danger' ? outcome.error : undefined);
  const child = childName ?? '';

  const answer = async ({ friend, name }: ChildFriendView, action: 'approve' | 'refuse') => {
    setOutcome(null);
    try {
      await act(action, friend);
      setOutcome({
        tone: 'success',
        text: t(action === 'approve' ? 'friends.awaiting.approved' : 'friends.awaiting.refused', { name }),
      });
    } catch (error) {
      setOutcome({ tone: 'danger', text: t('friends.awaiting.failed'), error });
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    const { friend, name } = toRemove;
    await act('delete', friend);
    setToRemove(null);
    setOutcome({ tone: 'success', text: t('friends.list.removed', { name }) });
  };

  return (
    <Page
      title={childName ? t('friends.title', { name: childName }) : t('friends.titleFallback')}
      description={t('friends.intro')}
    >
      {outcome && (
        <Alert tone={outcome.tone}>
          {cause && outcome.tone === 'danger' ? `${outcome.text} ${cause}` : outcome.text}
        </Alert>
      )}
      <QueryState
        query={query}
        errorMessage={t('friends.loadError')}
        isNotFound={isNotTheirChild}
        notFound={<EmptyState title={t('friends.notYours')} />}
      >
        {(lists) => (
          <ChildFriendSections
            lists={lists}
            child={child}
            busyId={busyId}
            onAnswer={answer}
            onRemove={(view) => {
              setOutcome(null);
              setToRemove(view);
            }}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('friends.list.confirmTitle', { name: toRemove?.name ?? '', child })}
        description={t('friends.list.confirmDescription', { name: toRemove?.name ?? '' })}
        cancelLabel={t('friends.list.keep')}
        confirmLabel={t('friends.list.remove')}
        failedMessage={t('friends.list.removeFailed', { name: toRemove?.name ?? '' })}
        busy={toRemove !== null && busyId === toRemove.friend.id}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
    </Page>
  );
}

/** Props of {@link ChildFriendSections}. */
interface ChildFriendSectionsProps {
  lists: ChildFriendLists;
  /** The child's first name. */
  child: string;
  busyId: number | null;
  onAnswer: (view: ChildFriendView, action: 'approve' | 'refuse') => void;
  onRemove: (view: ChildFriendView) => void;
}

/** The requests awaiting the parent, then the child's friends. */
function ChildFriendSections({ lists, child, busyId, onAnswer, onRemove }: ChildFriendSectionsProps) {
  const { t } = useTranslation('learning-alerts');
  const awaitingId = useId();
  const friendsId = useId();
  return (
    <>
      <SectionCard aria-labelledby={awaitingId}>
        <SectionTitle id={awaitingId}>{t('friends.awaiting.title')}</SectionTitle>
        {lists.awaiting.length === 0 ? (
          <EmptyState title={t('friends.awaiting.empty')} headingLevel={3} />
        ) : (
          <RowList aria-labelledby={awaitingId}>
            {lists.awaiting.map((view) => (
              <FriendRow
                key={view.friend.id}
                view={view}
                note={t(
                  view.friend.direction === 'incoming' ? 'friends.awaiting.incoming' : 'friends.awaiting.outgoing',
                  {
                    name: child,
                  },
                )}
              >
                <Button
                  size="sm"
                  loading={busyId === view.friend.id}
                  aria-label={t('friends.awaiting.approveLabel', { name: view.name })}
                  onClick={() => onAnswer(view, 'approve')}
                >
                  {t('friends.awaiting.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyId === view.friend.id}
                  aria-label={t('friends.awaiting.refuseLabel', { name: view.name })}
                  onClick={() => onAnswer(view, 'refuse')}
                >
                  {t('friends.awaiting.refuse')}
                </Button>
              </FriendRow>
            ))}
          </RowList>
        )}
      </SectionCard>
      <SectionCard aria-labelledby={friendsId}>
        <SectionTitle id={friendsId}>{t('friends.list.title')}</SectionTitle>
        {lists.friends.length === 0 ? (
          <EmptyState icon={<ChatIcon />} title={t('friends.list.empty')} headingLevel={3} />
        ) : (
          <RowList aria-labelledby={friendsId}>
            {lists.friends.map((view) => (
              <FriendRow key={view.friend.id} view={view}>
                {view.friend.status === 'pending' && (
                  <Badge tone="warning" size="sm">
                    {t('friends.list.pending')}
                  </Badge>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('friends.list.removeLabel', { name: view.name, child })}
                  onClick={() => onRemove(view)}
                >
                  {t('friends.list.remove')}
                </Button>
              </FriendRow>
            ))}
          </RowList>
        )}
      </SectionCard>
    </>
  );
}

/** One row: the friend's picture, name, username and level, a note, and the actions under them. */
function FriendRow({
  view: { friend, name },
  note,
  children,
}: {
  view: ChildFriendView;
  note?: string;
  children: ReactNode;
}) {
  const level = friend.level_name ? <bdi>{friend.level_name}</bdi> : null;
  return (
    <Row>
      <Avatar name={name} src={friend.image} decorative />
      <RowBody>
        <RowTitle>{name}</RowTitle>
        <RowMeta>
          <bdi dir="ltr">{friend.username}</bdi>
          {level && ' · '}
          {level}
        </RowMeta>
        {note && <RowMeta>{note}</RowMeta>}
        <RowButtons>{children}</RowButtons>
      </RowBody>
    </Row>
  );
}
