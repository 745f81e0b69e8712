import { useId } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, FileDropzone, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import { PicturePreview, PickerForm, Toolbar } from './profile.styles';
import { PICTURE_MAX_MB, PICTURE_RULES, useProfilePicture } from './use-profile-picture';

/**
 * "Ma photo": a picture picked or dropped (JPEG, PNG or WebP of at most 5 MB; another file is refused
 * with the reason and never sent), its preview, and "Enregistrer", which uploads it and makes it the
 * profile picture (see {@link useProfilePicture}).
 */
export function ProfilePictureCard() {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const picture = useProfilePicture();
  // The file's name isolated (FSI … PDI): a Latin name stays whole inside an Arabic sentence.
  const refusal = picture.refusal
    ? t(picture.refusal.key, { name: `\u2068${picture.refusal.name}\u2069`, max: PICTURE_MAX_MB })
    : undefined;

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('profile.picture.title')}</SectionTitle>
      <SectionNote>{t('profile.picture.intro')}</SectionNote>
      <PickerForm
        onSubmit={(event) => {
          event.preventDefault();
          void picture.save();
        }}
        noValidate
      >
        <FileDropzone
          label={t('profile.picture.label')}
          buttonLabel={t('profile.picture.choose')}
          instructions={t('profile.picture.instructions')}
          hint={t('profile.picture.hint', { max: PICTURE_MAX_MB })}
          error={refusal}
          accept={PICTURE_RULES.accept}
          maxSize={PICTURE_RULES.maxSize}
          disabled={picture.saving}
          onFiles={([file]) => file && picture.pick(file)}
          onReject={picture.refuse}
        >
          {picture.preview && <PicturePreview src={picture.preview} alt={t('profile.picture.previewAlt')} />}
        </FileDropzone>
        {picture.failed && <Alert tone="danger">{t('profile.picture.failed')}</Alert>}
        {picture.saved && <Alert tone="success">{t('profile.picture.saved')}</Alert>}
        <Toolbar>
          <Button type="submit" loading={picture.saving} disabled={!picture.file}>
            {t('profile.picture.save')}
          </Button>
        </Toolbar>
      </PickerForm>
    </SectionCard>
  );
}
