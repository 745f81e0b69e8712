import { useId, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { isApiError, useGetFriendsQuery, useSaveFriendMutation } from '@kk/api-clients';
import type { FriendStatus } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Avatar, Badge, Button, ChatIcon, EmptyState, FormField, TextField } from '@kk/ui-kit';
import { useTranslatedValidate } from '../shared/form-fields';
import {
  InlineError,
  PageHeader,
  PageIntro,
  PageStack,
  PageTitle,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionTitle,
  SuccessNote,
} from '../shared/page.styles';
import { SectionError, SectionSkeleton } from '../shared/section-states';
import { AddFriendForm } from './friends.styles';

const STATUS_LABELS: Record<FriendStatus, TranslationKey> = {
  accepted: 'learning-home:friends.statuses.accepted',
  pending: 'learning-home:friends.statuses.pending',
};

/** The backend's `error` when no user has that username (§8 dictionary: 'No result found'). */
const NO_RESULT_ERROR = 'No result found';

/** The message of a failed friend request: an unknown username is 'No result found', anything else generic. */
export function addFriendErrorKey(error: unknown): TranslationKey {
  const body = isApiError(error) ? error.data : undefined;
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  return code === NO_RESULT_ERROR ? 'errors:noResult' : 'learning-home:friends.add.failed';
}

interface AddFriendValues {
  username?: string;
}

/**
 * Friends `/amis`: the user's friends (picture, name, level, accepted or pending, chat group) and a
 * form to add one by username (a pending request until they accept). A failed list load with an
 * answer clears the stored data and ends the session (§8, done by the API layer).
 */
export function FriendsPage() {
  const { t } = useTranslation('learning-home');
  const listTitleId = useId();
  const addTitleId = useId();
  const { data: friends, isLoading, isError, refetch } = useGetFriendsQuery();
  const [saveFriend] = useSaveFriendMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const validate = useTranslatedValidate((values: AddFriendValues) =>
    (values.username ?? '').trim() ? {} : { username: 'validation:usernameRequired' as const },
  );

  const add = async ({ username }: AddFriendValues) => {
    setSentTo(null);
    const name = (username ?? '').trim();
    try {
      await saveFriend({ action: 'add', username: name }).unwrap();
    } catch (error) {
      return { [FORM_ERROR]: addFriendErrorKey(error) };
    }
    setSentTo(name);
    return undefined;
  };

  return (
    <PageStack>
      <PageHeader>
        <PageTitle>{t('friends.title')}</PageTitle>
        <PageIntro>{t('friends.intro')}</PageIntro>
      </PageHeader>
      <SectionCard aria-labelledby={addTitleId}>
        <SectionTitle id={addTitleId}>{t('friends.add.title')}</SectionTitle>
        <Form<AddFriendValues> onSubmit={add} validate={validate}>
          {({ handleSubmit, submitting, submitError, form }) => (
            <>
              <AddFriendForm
                onSubmit={async (event) => {
                  await handleSubmit(event);
                  if (form.getState().submitSucceeded) form.restart();
                }}
                noValidate
              >
                <FormField
                  name="username"
                  component={TextField}
                  label={t('friends.add.username')}
                  autoCapitalize="none"
                  spellCheck={false}
                  autoComplete="off"
                  required
                />
                <Button type="submit" loading={submitting}>
                  {t('friends.add.submit')}
                </Button>
              </AddFriendForm>
              {typeof submitError === 'string' && (
                <InlineError role="alert">
                  <p>{t(submitError as TranslationKey)}</p>
                </InlineError>
              )}
            </>
          )}
        </Form>
        {sentTo && <SuccessNote role="status">{t('friends.add.sent', { username: sentTo })}</SuccessNote>}
      </SectionCard>
      <SectionCard aria-labelledby={listTitleId} aria-busy={isLoading}>
        <SectionTitle id={listTitleId}>{t('friends.listLabel')}</SectionTitle>
        {isLoading ? (
          <SectionSkeleton />
        ) : isError || !friends ? (
          <SectionError message={t('friends.error')} onRetry={() => void refetch()} />
        ) : friends.length === 0 ? (
          <EmptyState
            icon={<ChatIcon />}
            title={t('friends.empty')}
            description={t('friends.emptyHint')}
            headingLevel={3}
          />
        ) : (
          <RowList aria-labelledby={listTitleId}>
            {friends.map((friend) => {
              const name = `${friend.first_name} ${friend.last_name}`.trim() || friend.username;
              return (
                <Row key={friend.id}>
                  <Avatar name={name} src={friend.image} decorative />
                  <RowBody>
                    <RowTitle>{name}</RowTitle>
                    <RowMeta>
                      <bdi dir="ltr">{friend.username}</bdi>
                      {friend.level_name ? ` · ${friend.level_name}` : ''}
                    </RowMeta>
                    {friend.group && <RowMeta>{t('friends.group', { group: friend.group })}</RowMeta>}
                  </RowBody>
                  <Badge tone={friend.status === 'accepted' ? 'success' : 'warning'} size="sm">
                    {t(STATUS_LABELS[friend.status])}
                  </Badge>
                </Row>
              );
            })}
          </RowList>
        )}
      </SectionCard>
    </PageStack>
  );
}
