import { useTranslation } from '@kk/i18n';
import { Alert, Button, EmptyState, ImageIcon, QuerySection } from '@kk/ui-kit';
import { ImageChoiceForm } from './image-choice-form';
import { useMyPhotos } from './use-profile-picture';

/**
 * "Mes photos": the pictures already sent (`/list_api_images/`, newest first) as radio tiles, one of
 * which becomes the profile picture again (see {@link useMyPhotos}).
 */
export function MyPhotos() {
  const { t } = useTranslation('learning-home');
  const photos = useMyPhotos();

  return (
    <QuerySection
      title={t('profile.photos.title')}
      intro={t('profile.photos.intro')}
      query={photos.query}
      errorMessage={t('profile.photos.error')}
      isEmpty={(images) => images.length === 0}
      empty={<EmptyState icon={<ImageIcon />} title={t('profile.photos.empty')} headingLevel={3} />}
    >
      {(images) => (
        <ImageChoiceForm
          legend={t('profile.photos.legend')}
          choices={images.map((image, index) => ({
            id: image.id,
            src: image.url,
            label: t('profile.photos.option', { number: index + 1 }),
          }))}
          selectedId={photos.selectedId}
          onChoose={photos.choose}
          onSave={() => void photos.save()}
          messages={
            <>
              {photos.failed && <Alert tone="danger">{t('profile.photos.failed')}</Alert>}
              {photos.saved && <Alert tone="success">{t('profile.photos.saved')}</Alert>}
            </>
          }
          actions={
            <Button type="submit" loading={photos.saving} disabled={photos.selectedId === null}>
              {t('profile.photos.save')}
            </Button>
          }
        />
      )}
    </QuerySection>
  );
}
