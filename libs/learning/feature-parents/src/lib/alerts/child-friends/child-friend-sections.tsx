import { type ReactNode, useId } from 'react';
import { type TranslationKey, useTranslation } from '@kk/i18n';
import { Avatar, Badge, Button, ChatIcon, EmptyState } from '@kk/ui-kit';
// The kit's section rows (one import per part keeps the lines short).
import { Row, RowBody, RowList, RowMeta, RowTitle, SectionCard, SectionTitle } from '@kk/ui-kit';
import { RowButtons } from './child-friends-page.styles';
import type { ChildFriendLists, ChildFriendView } from './use-child-friends';

/** The parent's two answers to a request awaiting them: the button, its words and its full name. */
const ANSWERS: readonly {
  action: 'approve' | 'refuse';
  variant: 'primary' | 'secondary';
  text: TranslationKey;
  label: TranslationKey;
}[] = [
  {
    action: 'approve',
    variant: 'primary',
    text: 'learning-alerts:friends.awaiting.approve',
    label: 'learning-alerts:friends.awaiting.approveLabel',
  },
  {
    action: 'refuse',
    variant: 'secondary',
    text: 'learning-alerts:friends.awaiting.refuse',
    label: 'learning-alerts:friends.awaiting.refuseLabel',
  },
];

/** Props of {@link ChildFriendSections}. */
export interface ChildFriendSectionsProps {
  lists: ChildFriendLists;
  /** The child's first name. */
  child: string;
  busyId: number | null;
  onAnswer: (view: ChildFriendView, action: 'approve' | 'refuse') => void;
  onRemove: (view: ChildFriendView) => void;
}

/** The requests awaiting the parent, then the child's friends. */
export function ChildFriendSections({ lists, child, busyId, onAnswer, onRemove }: ChildFriendSectionsProps) {
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
                {ANSWERS.map(({ action, variant, text, label }) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={variant}
                    disabled={busyId === view.friend.id}
                    aria-label={t(label, { name: view.name })}
                    onClick={() => onAnswer(view, action)}
                  >
                    {t(text)}
                  </Button>
                ))}
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
