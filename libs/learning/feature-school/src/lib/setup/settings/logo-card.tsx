import { useId, useState } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, ConfirmDialog, FileDropzone, SectionCard, SectionNote, SectionTitle } from '@kk/ui-kit';
import { FormButtons } from '../shared/editable-list.styles';
import { isolate } from '../shared/isolate';
import { LogoNow, LogoPicture } from './settings-page.styles';
import { LOGO_MAX_MB, LOGO_RULES, useSchoolLogo } from './use-school-logo';

/**
 * "Logo": the school's logo now (or that it has none), a picture picked or dropped (PNG, JPEG or
 * WebP of at most 2 MB; another file is refused with the reason and never sent) with its preview,
 * "Enregistrer le logo" (upload, call 81, then the logo update) and "Supprimer le logo" (confirmed).
 */
export function LogoCard() {
  const { t } = useTranslation('learning-school');
  const titleId = useId();
  const logo = useSchoolLogo();
  const [deleting, setDeleting] = useState(false);
  if (!logo.school) return null;
  const name = isolate(logo.school.name);
  // The file's name isolated: a Latin name stays whole inside an Arabic sentence.
  const refusal = logo.refusal
    ? t(logo.refusal.key, { name: isolate(logo.refusal.name), max: LOGO_MAX_MB })
    : undefined;
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('settings.logo.title')}</SectionTitle>
      <LogoNow>
        {logo.logoUrl ? (
          <>
            <LogoPicture src={logo.logoUrl} alt={t('settings.logo.currentAlt', { name })} />
            <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} disabled={logo.saving}>
              {t('settings.logo.delete')}
            </Button>
          </>
        ) : (
          <SectionNote>{t('settings.logo.none')}</SectionNote>
        )}
      </LogoNow>
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void logo.save();
        }}
      >
        <FileDropzone
          label={t('settings.logo.label')}
          buttonLabel={t('settings.logo.choose')}
          instructions={t('settings.logo.instructions')}
          hint={t('settings.logo.hint', { max: LOGO_MAX_MB })}
          error={refusal}
          accept={LOGO_RULES.accept}
          maxSize={LOGO_RULES.maxSize}
          disabled={logo.saving}
          onFiles={([file]) => file && logo.pick(file)}
          onReject={logo.refuse}
        >
          {logo.file && (
            <LogoNow>
              {logo.preview && <LogoPicture src={logo.preview} alt={t('settings.logo.previewAlt')} />}
              <SectionNote>
                <bdi>{logo.file.name}</bdi>
              </SectionNote>
            </LogoNow>
          )}
        </FileDropzone>
        {logo.outcome === 'failed' && <Alert tone="danger">{t('settings.logo.failed')}</Alert>}
        {logo.outcome === 'saved' && <Alert tone="success">{t('settings.logo.saved')}</Alert>}
        {logo.outcome === 'deleted' && <Alert tone="success">{t('settings.logo.deleted')}</Alert>}
        <FormButtons>
          <Button type="submit" loading={logo.saving} disabled={!logo.file || logo.saving}>
            {t('settings.logo.save')}
          </Button>
        </FormButtons>
      </form>
      <ConfirmDialog
        open={deleting}
        title={t('settings.logo.deleteTitle')}
        description={t('settings.logo.deleteWarning')}
        cancelLabel={t('list.keep')}
        confirmLabel={t('list.delete')}
        failedMessage={t('list.deleteFailed')}
        closeLabel={t('list.close')}
        onConfirm={async () => {
          await logo.remove();
          setDeleting(false);
        }}
        onClose={() => setDeleting(false)}
      />
    </SectionCard>
  );
}
