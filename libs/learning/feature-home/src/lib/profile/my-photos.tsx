import { useId } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, EmptyState, ImageIcon, QueryState, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import {
  AvatarFieldset,
  AvatarGrid,
  AvatarLegend,
  AvatarOption,
  HiddenRadio,
  PickerForm,
  Toolbar,
} from './profile.styles';
import { useMyPhotos } from './use-profile-picture';

/**
 * "Mes photos": the pictures already sent (`/list_api_images/`, newest first) as radio tiles, one of
 * which becomes the profile picture again (see {@link useMyPhotos}).
 */
export function MyPhotos() {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const radioName = useId();
  const photos = useMyPhotos();

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('profile.photos.title')}</SectionTitle>
      <SectionNote>{t('profile.photos.intro')}</SectionNote>
      <QueryState
        query={photos.query}
        errorMessage={t('profile.photos.error')}
        isEmpty={(images) => images.length === 0}
        empty={<EmptyState icon={<ImageIcon />} title={t('profile.photos.empty')} headingLevel={3} />}
      >
        {(images) => (
          <PickerForm
            onSubmit={(event) => {
              event.preventDefault();
              void photos.save();
            }}
            noValidate
          >
            <AvatarFieldset>
              <AvatarLegend>{t('profile.photos.legend')}</AvatarLegend>
              <AvatarGrid>
                {images.map((image, index) => (
                  <AvatarOption key={image.id}>
                    <HiddenRadio
                      type="radio"
                      name={radioName}
                      value={image.id}
                      checked={image.id === photos.selectedId}
                      onChange={() => photos.choose(image.id)}
                    />
                    <img src={image.url} alt="" width={56} height={56} />
                    <span>{t('profile.photos.option', { number: index + 1 })}</span>
                  </AvatarOption>
                ))}
              </AvatarGrid>
            </AvatarFieldset>
            {photos.failed && <Alert tone="danger">{t('profile.photos.failed')}</Alert>}
            {photos.saved && <Alert tone="success">{t('profile.photos.saved')}</Alert>}
            <Toolbar>
              <Button type="submit" loading={photos.saving} disabled={photos.selectedId === null}>
                {t('profile.photos.save')}
              </Button>
            </Toolbar>
          </PickerForm>
        )}
      </QueryState>
    </SectionCard>
  );
}
