import { useId, useMemo, useState, type FormEvent } from 'react';
import { flattenPages, useChangeAvatarMutation, useGetAvatarsInfiniteQuery } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { profileUpdated, selectSessionUser, useAppDispatch, useAppSelector } from '@kk/session';
import { Button, EmptyState, UserIcon } from '@kk/ui-kit';
import { InlineError, SectionCard, SectionNote, SectionTitle, SuccessNote } from '../shared/page.styles';
import { SectionError, SectionSkeleton } from '../shared/section-states';
import {
  AvatarFieldset,
  AvatarGrid,
  AvatarLegend,
  AvatarOption,
  HiddenRadio,
  PickerForm,
  Toolbar,
} from './profile.styles';

/**
 * "Mon avatar": the avatars (paged by 20, "show more" loads the next page) as radio tiles, and the
 * choice saved with `change_avatar`. The answer's image becomes the user's picture in the session
 * (header, friends), so it shows at once everywhere.
 */
export function AvatarPicker() {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const radioName = useId();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetAvatarsInfiniteQuery(undefined);
  const [changeAvatar] = useChangeAvatarMutation();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const avatars = useMemo(() => flattenPages(data), [data]);
  const currentId = avatars.find((avatar) => avatar.image_url === user?.image)?.id;
  // Until the user picks one, the current avatar is the choice.
  const selectedId = chosenId ?? currentId ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selectedId === null || saving) return;
    setSaved(false);
    setFailed(false);
    setSaving(true);
    try {
      const answer = await changeAvatar(selectedId).unwrap();
      dispatch(profileUpdated({ image: answer.image }));
      setChosenId(null);
      setSaved(true);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard aria-labelledby={titleId} aria-busy={isLoading}>
      <SectionTitle id={titleId}>{t('profile.avatar.title')}</SectionTitle>
      <SectionNote>{t('profile.avatar.intro')}</SectionNote>
      {isLoading ? (
        <SectionSkeleton rows={2} />
      ) : isError && avatars.length === 0 ? (
        <SectionError message={t('profile.avatar.error')} onRetry={() => void refetch()} />
      ) : avatars.length === 0 ? (
        <EmptyState icon={<UserIcon />} title={t('profile.avatar.empty')} headingLevel={3} />
      ) : (
        <PickerForm onSubmit={submit} noValidate>
          <AvatarFieldset>
            <AvatarLegend>{t('profile.avatar.legend')}</AvatarLegend>
            <AvatarGrid>
              {avatars.map((avatar) => (
                <AvatarOption key={avatar.id}>
                  <HiddenRadio
                    type="radio"
                    name={radioName}
                    value={avatar.id}
                    checked={avatar.id === selectedId}
                    onChange={() => setChosenId(avatar.id)}
                  />
                  <img src={avatar.image_url} alt="" width={56} height={56} />
                  <span>{avatar.name}</span>
                </AvatarOption>
              ))}
            </AvatarGrid>
          </AvatarFieldset>
          {isError && <SectionError message={t('profile.avatar.error')} onRetry={() => void fetchNextPage()} />}
          {failed && (
            <InlineError role="alert">
              <p>{t('profile.avatar.failed')}</p>
            </InlineError>
          )}
          {saved && <SuccessNote role="status">{t('profile.avatar.saved')}</SuccessNote>}
          <Toolbar>
            {hasNextPage && (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('profile.avatar.more')}
              </Button>
            )}
            <Button type="submit" loading={saving} disabled={selectedId === null || selectedId === currentId}>
              {t('profile.avatar.save')}
            </Button>
          </Toolbar>
        </PickerForm>
      )}
    </SectionCard>
  );
}
