import type { ReactNode } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { Alert } from '../alert/alert';
import { useErrorDescription } from '../query-state/error-description';

/**
 * Where {@link submitError} keeps the failure behind the message, beside final-form's `FORM_ERROR`
 * (no field has this name, so no field shows it).
 */
const FORM_ERROR_CAUSE = 'FINAL_FORM/form-error-cause';

/**
 * What a form's `onSubmit` returns when the server refused the submission: final-form keeps the
 * values, leaves the submitting state and hands `error` to {@link FormSubmitError}. `error` is
 * usually the message itself; a form that translates at render time passes a translation key (or
 * a key with its values) and gives FormSubmitError a `format`. `cause`, the failure itself (e.g. the
 * API call's error), lets FormSubmitError name why after the message, as the nearest
 * ErrorDescriptionProvider says it ("Vous êtes hors ligne : rien n'a été envoyé.").
 *
 * @example
 * onSubmit={async (values) => {
 *   try { await save(values).unwrap(); } catch (failure) { return submitError(t('saveFailed'), failure); }
 * }}
 */
export function submitError<E = string>(error: E, cause?: unknown): SubmissionErrors {
  return cause === undefined ? { [FORM_ERROR]: error } : { [FORM_ERROR]: error, [FORM_ERROR_CAUSE]: cause };
}

/** Props of FormSubmitError. */
export interface FormSubmitErrorProps<E = string> {
  /** Turns the error the form's `onSubmit` returned into the text to show. @default a string error as is; any other shows nothing */
  format?: (error: E) => ReactNode;
  /** A short bold first line above the message. */
  title?: string;
}

/**
 * The server's refusal of a form, in a danger Alert (announced at once): place it inside a
 * react-final-form `<Form>`, where the message should show. It shows what `onSubmit` returned with
 * {@link submitError}, followed by the cause of the failure given to it (see
 * ErrorDescriptionProvider), and stays until the next submission (final-form clears it when the user
 * submits again); the values typed stay in the fields. Errors of single fields belong to the
 * field (FormField shows them).
 *
 * @example
 * <Form onSubmit={submit}>{({ handleSubmit }) => (
 *   <form onSubmit={handleSubmit}>
 *     <FormField name="username" component={TextField} label={t('username')} />
 *     <FormSubmitError />
 *     <Button type="submit">{t('signIn')}</Button>
 *   </form>
 * )}</Form>
 *
 * // A form that returns translation keys translates them here, so a language switch follows:
 * <FormSubmitError format={(key: TranslationKey) => t(key)} />
 */
export function FormSubmitError<E = string>({ format, title }: FormSubmitErrorProps<E>) {
  const { submitError: error, submitErrors } = useFormState({
    subscription: { submitError: true, submitErrors: true },
  });
  const cause = useErrorDescription((submitErrors as Record<string, unknown> | undefined)?.[FORM_ERROR_CAUSE]);
  if (error === undefined || error === null || error === '') return null;
  const message = format ? format(error as E) : typeof error === 'string' ? error : null;
  if (message === null || message === undefined || message === '') return null;
  return (
    <Alert tone="danger" title={title} data-ui="form-submit-error">
      {message}
      {cause ? ` ${cause}` : null}
    </Alert>
  );
}
