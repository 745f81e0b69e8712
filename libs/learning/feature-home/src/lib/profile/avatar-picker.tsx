import { useTranslation } from '@kk/i18n';
import { Alert, Button, EmptyState, QuerySection, UserIcon } from '@kk/ui-kit';
import { avatarNameKey } from './avatar-names';
import { ImageChoiceForm } from './image-choice-form';
import { useAvatarChoice } from './use-profile';

/**
 * "Mon avatar": the avatars (paged by 20, "show more" loads the next page) as radio tiles named in
 * the page's language, and the choice saved with `change_avatar` (see {@link useAvatarChoice}).
 */
export function AvatarPicker() {
  const { t } = useTranslation('learning-home');
  const choice = useAvatarChoice();
  const translatedName = (name: string) => {
    const key = avatarNameKey(name);
    return key ? t(key) : name;
  };

  return (
    <QuerySection
      title={t('profile.avatar.title')}
      intro={t('profile.avatar.intro')}
      query={choice.query}
      errorMessage={t('profile.avatar.error')}
      isEmpty={(avatars) => avatars.length === 0}
      empty={<EmptyState icon={<UserIcon />} title={t('profile.avatar.empty')} headingLevel={3} />}
    >
      {(avatars) => (
        <ImageChoiceForm
          legend={t('profile.avatar.legend')}
          choices={avatars.map((avatar) => ({
            id: avatar.id,
            src: avatar.image_url,
            label: translatedName(avatar.name),
          }))}
          selectedId={choice.selectedId}
          onChoose={choice.choose}
          onSave={() => void choice.save()}
          messages={
            <>
              {choice.moreFailed && (
                <Alert tone="danger" onRetry={choice.loadMore}>
                  {t('profile.avatar.error')}
                </Alert>
              )}
              {choice.failed && <Alert tone="danger">{t('profile.avatar.failed')}</Alert>}
              {choice.saved && <Alert tone="success">{t('profile.avatar.saved')}</Alert>}
            </>
          }
          actions={
            <>
              {choice.hasMore && (
                <Button variant="secondary" loading={choice.loadingMore} onClick={choice.loadMore}>
                  {t('profile.avatar.more')}
                </Button>
              )}
              <Button
                type="submit"
                loading={choice.saving}
                disabled={choice.selectedId === null || choice.selectedId === choice.currentId}
              >
                {t('profile.avatar.save')}
              </Button>
            </>
          }
        />
      )}
    </QuerySection>
  );
}
