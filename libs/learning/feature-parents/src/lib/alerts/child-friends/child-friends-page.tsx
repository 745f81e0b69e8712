import { useState } from 'react';
import { type TranslationKey, useTranslation } from '@kk/i18n';
import { Alert, ConfirmDialog, EmptyState, Page, QueryState, useDescribeError } from '@kk/ui-kit';
import { ChildFriendSections } from './child-friend-sections';
import { type ChildFriendView, isNotTheirChild, useChildFriends } from './use-child-friends';

/** What the page says once an answer went through. */
const ANSWERED: Record<'approve' | 'refuse', TranslationKey> = {
  approve: 'learning-alerts:friends.awaiting.approved',
  refuse: 'learning-alerts:friends.awaiting.refused',
};

/**
 * The child's friends `/parent/enfants/:childId/amis`: the friend requests sent by or to the child
 * that wait for the parent's approval (approve, refuse), then the child's friends (remove one,
 * after a confirmation). A child who is not the parent's is said so (403).
 */
export function ChildFriendsPage() {
  const { t } = useTranslation('learning-alerts');
  const { childName, query, act, busyId } = useChildFriends();
  // What the page last did, said once under its title: a success, or a failure with its cause.
  const [said, say] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [toRemove, setToRemove] = useState<ChildFriendView | null>(null);
  const describeError = useDescribeError();
  const child = childName ?? '';

  const answer = (view: ChildFriendView, action: 'approve' | 'refuse') => {
    say(null);
    act(action, view.friend).then(
      () => say({ tone: 'success', text: t(ANSWERED[action], { name: view.name }) }),
      (error: unknown) => {
        const text = [t('friends.awaiting.failed'), describeError(error)].filter(Boolean).join(' ');
        say({ tone: 'danger', text });
      },
    );
  };

  const removeChosen = async () => {
    if (toRemove === null) return;
    await act('delete', toRemove.friend);
    say({ tone: 'success', text: t('friends.list.removed', { name: toRemove.name }) });
    setToRemove(null);
  };

  return (
    <Page
      title={childName ? t('friends.title', { name: childName }) : t('friends.titleFallback')}
      description={t('friends.intro')}
    >
      {said && <Alert tone={said.tone}>{said.text}</Alert>}
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
              say(null);
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
        onConfirm={removeChosen}
        onClose={() => setToRemove(null)}
      />
    </Page>
  );
}
