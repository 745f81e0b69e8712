import { useId } from 'react';
import { Form } from 'react-final-form';
import type { FriendStatus } from '@kk/domain';
import { useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ChatIcon,
  EmptyState,
  FormField,
  FormSubmitError,
  Page,
  QueryState,
  submitError,
  TextField,
} from '@kk/ui-kit';
import { InlineForm, Row, RowBody, RowList, RowMeta, RowTitle, SectionCard, SectionTitle } from '../shared/page.styles';
import { useFriends } from './use-friends';

const STATUS_LABELS: Record<FriendStatus, TranslationKey> = {
  accepted: 'learning-home:friends.statuses.accepted',
  pending: 'learning-home:friends.statuses.pending',
};

interface AddFriendValues {
  username?: string;
}

/**
 * Friends `/amis`: the user's friends (picture, name, level, accepted or pending, chat group) and a
 * form to add one by username (see {@link useFriends}).
 */
export function FriendsPage() {
  const { t } = useTranslation('learning-home');
  const listTitleId = useId();
  const addTitleId = useId();
  const { query, addFriend, sentTo } = useFriends();
  const validate = useTranslatedValidate((values: AddFriendValues) =>
    (values.username ?? '').trim() ? {} : { username: 'validation:usernameRequired' as const },
  );

  const add = async ({ username }: AddFriendValues) => {
    const failure = await addFriend(username ?? '');
    return failure ? submitError(failure) : undefined;
  };

  return (
    <Page title={t('friends.title')} description={t('friends.intro')}>
      <SectionCard aria-labelledby={addTitleId}>
        <SectionTitle id={addTitleId}>{t('friends.add.title')}</SectionTitle>
        <Form<AddFriendValues> onSubmit={add} validate={validate}>
          {({ handleSubmit, submitting, form }) => (
            <>
              <InlineForm
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
              </InlineForm>
              <FormSubmitError format={(key: TranslationKey) => t(key)} />
            </>
          )}
        </Form>
        {sentTo && <Alert tone="success">{t('friends.add.sent', { username: sentTo })}</Alert>}
      </SectionCard>
      <SectionCard aria-labelledby={listTitleId}>
        <SectionTitle id={listTitleId}>{t('friends.listLabel')}</SectionTitle>
        <QueryState
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
          {(friends) => (
            <RowList aria-labelledby={listTitleId}>
              {friends.map(({ friend, name }) => (
                <Row key={friend.id}>
                  <Avatar name={name} src={friend.image} decorative />
                  <RowBody>
                    <RowTitle>{name}</RowTitle>
                    <RowMeta>
                      <bdi dir="ltr">{friend.username}</bdi>
                      {friend.level_name && (
                        <>
                          {' · '}
                          <bdi>{friend.level_name}</bdi>
                        </>
                      )}
                    </RowMeta>
                    {friend.group && <RowMeta>{t('friends.group', { group: friend.group })}</RowMeta>}
                  </RowBody>
                  <Badge tone={friend.status === 'accepted' ? 'success' : 'warning'} size="sm">
                    {t(STATUS_LABELS[friend.status])}
                  </Badge>
                </Row>
              ))}
            </RowList>
          )}
        </QueryState>
      </SectionCard>
    </Page>
  );
}
