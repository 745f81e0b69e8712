import { PERSON_NAME_MAX_LENGTH } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import { DateField, FormField, Select, TextField } from '@kk/ui-kit';
import { FieldPair } from './account-form.styles';

/** The first and last name, side by side where there is room. */
const NAME_FIELDS = [
  { name: 'first_name', autoComplete: 'off', label: 'form.firstName' },
  { name: 'last_name', autoComplete: 'off', label: 'form.lastName' },
] as const;

/**
 * The fields that say who a child is, in a react-final-form form of {@link ChildFormValues}: first
 * and last name, date of birth (DD/MM/YYYY), boy or girl, school level. Used to register a child
 * and to update one.
 */
export function ChildFields() {
  const { t } = useTranslation('learning-children');
  const { levels } = useReferenceLists();
  const { language } = useLanguage();
  return (
    <>
      <FieldPair>
        {NAME_FIELDS.map(({ name, autoComplete, label }) => (
          <FormField
            key={name}
            name={name}
            component={TextField}
            autoComplete={autoComplete}
            label={t(label)}
            maxLength={PERSON_NAME_MAX_LENGTH}
            required
          />
        ))}
      </FieldPair>
      <FormField
        name="birthday"
        component={DateField}
        label={t('form.birthday')}
        placeholder={t('form.birthdayPlaceholder')}
        required
      />
      {/* A select, not radios: the radios' styles are shared with the dashboard's checkboxes, and
          using them here would split them off the signed-in first load. */}
      <FormField
        name="gender"
        component={Select}
        label={t('form.gender')}
        placeholder={t('form.genderPlaceholder')}
        options={[
          { value: 'M', label: t('form.genders.M') },
          { value: 'F', label: t('form.genders.F') },
        ]}
        required
      />
      <FormField
        component={Select}
        name="level_id"
        required
        label={t('form.level')}
        placeholder={t('form.levelPlaceholder')}
        options={levels.map((level) => ({
          value: String(level.level_id),
          label: language === 'ar' && level.name_ar ? level.name_ar : level.name,
        }))}
      />
    </>
  );
}
