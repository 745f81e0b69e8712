import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, FormSubmitError } from '@kk/ui-kit';
import { InlineForm } from './page.styles';

/** Props of {@link OneFieldForm}. */
export interface OneFieldFormProps<V> {
  /** Sends the values; a refusal resolves with `submitError(key)` (a translation key). */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  /** Translated field errors (`useTranslatedValidate`). */
  validate?: (values: V) => Partial<Record<string, string>>;
  /** The field's starting value. */
  initialValues?: Partial<V>;
  /** The button's text. */
  submitLabel: string;
  /** The button's look. @default 'primary' */
  submitVariant?: 'primary' | 'secondary';
  /** Empties the form once a submit succeeded. @default false */
  restartOnSuccess?: boolean;
  /** The field (a react-final-form `FormField`). */
  children: ReactNode;
}

/**
 * A one-field react-final-form form and its button side by side (add a friend, change level, link to
 * a school), with the server's refusal (a translation key, `FORM_ERROR`) translated under it.
 */
export function OneFieldForm<V>({
  onSubmit,
  validate,
  initialValues,
  submitLabel,
  submitVariant = 'primary',
  restartOnSuccess = false,
  children,
}: OneFieldFormProps<V>) {
  const { t } = useTranslation('learning-home');
  return (
    <Form<V> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, form }) => (
        <>
          <InlineForm
            onSubmit={async (event) => {
              await handleSubmit(event);
              if (restartOnSuccess && form.getState().submitSucceeded) form.restart();
            }}
            noValidate
          >
            {children}
            <Button type="submit" variant={submitVariant} loading={submitting}>
              {submitLabel}
            </Button>
          </InlineForm>
          <FormSubmitError format={(key: TranslationKey) => t(key)} />
        </>
      )}
    </Form>
  );
}
