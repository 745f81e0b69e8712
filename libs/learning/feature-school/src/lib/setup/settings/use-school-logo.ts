import { useCallback, useMemo, useState } from 'react';
import { useDeleteSchoolLogoMutation, useUpdateSchoolLogoMutation, useUploadSchoolFileMutation } from '@kk/api-clients';
import type { TranslationKey } from '@kk/i18n';
import { pictureRules, refusalMessage, usePickedFile } from '@kk/ui-kit';
import { useMySchool } from '../../shared/use-my-school';

/** Largest logo, in megabytes. */
export const LOGO_MAX_MB = 2;

/**
 * What a school logo may be: a PNG, JPEG or WebP picture (what design tools and phones export and
 * every browser shows) of at most {@link LOGO_MAX_MB} MB, checked before anything is sent.
 */
export const LOGO_RULES = pictureRules(LOGO_MAX_MB);

/** Why a picked file was refused: its message key and the file's name. */
export interface LogoRefusal {
  key: TranslationKey;
  name: string;
}

/** What happened last: nothing yet, saved, deleted, or the save failed. */
export type LogoOutcome = 'idle' | 'saved' | 'deleted' | 'failed';

/**
 * View model of the logo card of `/ecole/parametres`: the school's logo now, a picked file (checked
 * for type and size; a refused one is never sent) and its preview, `save` (the school file upload,
 * call 81, then the logo update with its URL) and `remove` (the logo delete; rejects on a failure,
 * for the confirmation to say so).
 */
export function useSchoolLogo() {
  const { school } = useMySchool();
  const [upload] = useUploadSchoolFileMutation();
  const [updateLogo] = useUpdateSchoolLogoMutation();
  const [deleteLogo] = useDeleteSchoolLogoMutation();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<LogoOutcome>('idle');
  const backToIdle = useCallback(() => setOutcome('idle'), []);
  const { file, preview, rejection, pick, refuse, clear } = usePickedFile(LOGO_RULES, { onPick: backToIdle });
  const refusal = useMemo<LogoRefusal | null>(
    () =>
      rejection && {
        key: refusalMessage(rejection, {
          tooBig: 'learning-school:settings.logo.tooBig',
          wrongType: 'learning-school:settings.logo.wrongType',
        }),
        name: rejection.file.name,
      },
    [rejection],
  );

  const save = useCallback(async () => {
    if (!school || !file || saving) return;
    setSaving(true);
    setOutcome('idle');
    try {
      const stored = await upload({ file }).unwrap();
      await updateLogo({ school_id: school.id, logo_url: stored.url }).unwrap();
      clear();
      setOutcome('saved');
    } catch {
      // The picked file stays: "Enregistrer" tries again.
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  }, [clear, file, saving, school, updateLogo, upload]);

  const remove = useCallback(async () => {
    if (!school) throw new Error('No school');
    setOutcome('idle');
    await deleteLogo({ school_id: school.id }).unwrap();
    setOutcome('deleted');
  }, [deleteLogo, school]);

  return {
    school,
    logoUrl: school?.logo_url ?? null,
    file,
    preview,
    refusal,
    saving,
    outcome,
    pick,
    refuse,
    save,
    remove,
  };
}
