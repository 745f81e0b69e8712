import { useId, useState } from 'react';
import type { Friend, FriendStatus } from '@kk/domain';
import { useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ChatIcon,
  ConfirmDialog,
  EmptyState,
  FormField,
  Page,
  QuerySection,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionTitle,
  submitError,
  TextField,
  useErrorDescription,
} from '@kk/ui-kit';
import { RowActions } from './friends-page.styles';
import { OneFieldForm } from '../shared/one-field-form';
import { type FriendView, useFriends } from './use-friends';

const STATUS_LABELS: Record<FriendStatus, TranslationKey> = {
  accepted: 'learning-home:friends.statuses.accepted',
  pending: 'learning-home:friends.statuses.pending',
};

interface AddFriendValues {
  username?: string;
}

/** What the page last did, said once under its title (an action's success, or its failure and cause). */
type Outcome = { tone: 'success'; text: string } | { tone: 'danger'; text: string; error: unknown };

/**
 * Friends `/amis`: the requests other students sent (accept, decline), then the student's friends
 * (picture, name, level, accepted or pending, chat group; remove one, or withdraw a request, after a
 * confirmation) and a form to add one by username, students only (see {@link useFriends}).
 */
export function FriendsPage() {
  const { t } = useTranslation('learning-home');
  const addTitleId = useId();
  const requestsTitleId = useId();
  const { query, requests, addFriend, sentTo, answer, remove, busyId } = useFriends();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [toRemove, setToRemove] = useState<FriendView | null>(null);
  const cause = useErrorDescription(outcome?.tone === 'danger' ? outcome.error : undefined);
  const validate = useTranslatedValidate((values: AddFriendValues) =>
    (values.username ?? '').trim() ? {} : { username: 'validation:usernameRequired' as const },
  );

  const add = async ({ username }: AddFriendValues) => {
    setOutcome(null);
    const failure = await addFriend(username ?? '');
    return failure ? submitError(failure) : undefined;
  };

  const reply = async ({ friend, name }: FriendView, choice: 'accept' | 'decline') => {
    setOutcome(null);
    try {
      await answer(friend, choice);
      setOutcome({
        tone: 'success',
        text: t(choice === 'accept' ? 'friends.requests.accepted' : 'friends.requests.declined', { name }),
      });
    } catch (error) {
      setOutcome({ tone: 'danger', text: t('friends.requests.failed'), error });
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    const { friend, name } = toRemove;
    await remove(friend);
    setToRemove(null);
    setOutcome({
      tone: 'success',
      text: t(isRequest(friend) ? 'friends.remove.withdrawn' : 'friends.remove.done', { name }),
    });
  };

  const withdrawing = toRemove !== null && isRequest(toRemove.friend);

  return (
    <Page title={t('friends.title')} description={t('friends.intro')}>
      {outcome && (
        <Alert tone={outcome.tone}>
          {cause && outcome.tone === 'danger' ? `${outcome.text} ${cause}` : outcome.text}
        </Alert>
      )}
      <SectionCard aria-labelledby={addTitleId}>
        <SectionTitle id={addTitleId}>{t('friends.add.title')}</SectionTitle>
        <OneFieldForm<AddFriendValues>
          onSubmit={add}
          validate={validate}
          submitLabel={t('friends.add.submit')}
          restartOnSuccess
        >
          <FormField
            name="username"
            component={TextField}
            label={t('friends.add.username')}
            hint={t('friends.add.hint')}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            maxLength={150}
            required
          />
        </OneFieldForm>
        {sentTo && <Alert tone="success">{t('friends.add.sent', { username: sentTo })}</Alert>}
      </SectionCard>
      {/* Requests to answer come first; they appear once the list has loaded (its card says how it loads). */}
      {requests.length > 0 && (
        <SectionCard aria-labelledby={requestsTitleId}>
          <SectionTitle id={requestsTitleId}>{t('friends.requests.title')}</SectionTitle>
          <RowList aria-labelledby={requestsTitleId}>
            {requests.map((view) => (
              <Row key={view.friend.id}>
                <FriendIdentity view={view} />
                <RowActions>
                  {/* A request waiting for the child's parents cannot be accepted yet (assumed contract). */}
                  {!view.friend.awaiting_parent && (
                    <Button
                      size="sm"
                      loading={busyId === view.friend.id}
                      aria-label={t('friends.requests.acceptLabel', { name: view.name })}
                      onClick={() => reply(view, 'accept')}
                    >
                      {t('friends.requests.accept')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busyId === view.friend.id}
                    aria-label={t('friends.requests.declineLabel', { name: view.name })}
                    onClick={() => reply(view, 'decline')}
                  >
                    {t('friends.requests.decline')}
                  </Button>
                </RowActions>
              </Row>
            ))}
          </RowList>
        </SectionCard>
      )}
      <QuerySection
        title={t('friends.listLabel')}
        query={query}
        errorMessage={t('friends.error')}
        isEmpty={(friends) => friends.length === 0}
        empty={
          <EmptyState
            icon={<ChatIcon />}
            title={t('friends.empty')}
            description={t('friends.emptyHint')}
            headingLevel={3}
          />
        }
      >
        {(friends, listTitleId) => (
          <RowList aria-labelledby={listTitleId}>
            {friends.map((view) => (
              <Row key={view.friend.id}>
                <FriendIdentity view={view} />
                <RowActions>
                  <Badge tone={view.friend.status === 'accepted' ? 'success' : 'warning'} size="sm">
                    {t(
                      view.friend.awaiting_parent
                        ? 'friends.statuses.awaitingParent'
                        : STATUS_LABELS[view.friend.status],
                    )}
                  </Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t(isRequest(view.friend) ? 'friends.remove.withdrawLabel' : 'friends.remove.label', {
                      name: view.name,
                    })}
                    onClick={() => {
                      setOutcome(null);
                      setToRemove(view);
                    }}
                  >
                    {t(isRequest(view.friend) ? 'friends.remove.withdraw' : 'friends.remove.button')}
                  </Button>
                </RowActions>
              </Row>
            ))}
          </RowList>
        )}
      </QuerySection>
      <ConfirmDialog
        open={toRemove !== null}
        title={t(withdrawing ? 'friends.remove.withdrawTitle' : 'friends.remove.title', { name: toRemove?.name ?? '' })}
        description={t(withdrawing ? 'friends.remove.withdrawDescription' : 'friends.remove.description', {
          name: toRemove?.name ?? '',
        })}
        cancelLabel={t('friends.remove.keep')}
        confirmLabel={t(withdrawing ? 'friends.remove.withdraw' : 'friends.remove.button')}
        failedMessage={t('friends.remove.failed')}
        busy={toRemove !== null && busyId === toRemove.friend.id}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
    </Page>
  );
}

/** A request the student sent that waits for an answer (withdrawn rather than removed). */
function isRequest(friend: Friend): boolean {
  return friend.status === 'pending';
}

/** Who a row is about: picture, name, username and level, chat group. */
function FriendIdentity({ view: { friend, name } }: { view: FriendView }) {
  const { t } = useTranslation('learning-home');
  return (
    <>
      <Avatar name={name} src={friend.image} decorative />
      <RowBody>
        <RowTitle>{name}</RowTitle>
        <RowMeta>
          <bdi dir="ltr">{friend.username}</bdi>
          {friend.level_name ? (
            <>
              {' · '}
              <bdi>{friend.level_name}</bdi>
            </>
          ) : null}
        </RowMeta>
        {friend.group && <RowMeta>{t('friends.group', { group: friend.group })}</RowMeta>}
        {friend.awaiting_parent && <RowMeta>{t('friends.statuses.awaitingParent')}</RowMeta>}
      </RowBody>
    </>
  );
}
