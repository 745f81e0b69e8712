import type { FormApi } from 'final-form';
import { useFormState } from 'react-final-form';
import { Button, FormSubmitError, submitError, useDescribeError } from '@kk/ui-kit';
import { Actions } from '../packs/packs-page.styles';

/** A failed write, kept as the form's submit error (its text is written when shown). */
export interface WriteFailure {
  error: unknown;
}

/** What a save may answer instead of saving: the fields it refuses, with their messages. */
type Refusal<Values> = Partial<Record<keyof Values, string>>;

/**
 * The submit of an admin's edit form (article type, article, pack): `save`, then `onDone` with the
 * name saved (trimmed). A refusal `save` answers stays on its fields; a failed write becomes the
 * form's submit error (shown by {@link EditFormEnd}); the form keeps what was typed either way.
 */
export function saveThenDone<Values extends { name: string }>(
  save: (values: Values) => Promise<Refusal<Values> | void>,
  onDone: (name: string) => void,
) {
  return async (values: Values) => {
    let refusal: Refusal<Values> | void;
    try {
      refusal = await save(values);
    } catch (error) {
      return submitError<WriteFailure>({ error });
    }
    if (refusal) return refusal;
    onDone(values.name.trim());
    return undefined;
  };
}

/**
 * The submit of an admin's form that writes (activate a school, add a supply line): `write`; a
 * failed write becomes the form's submit error (shown by {@link WriteFailedMessage}) and the form
 * keeps what was typed.
 */
export function submitWrite<Values>(write: (values: Values, form: FormApi<Values>) => Promise<unknown>) {
  return async (values: Values, form: FormApi<Values>) => {
    try {
      await write(values, form);
    } catch (error) {
      return submitError<WriteFailure>({ error });
    }
    return undefined;
  };
}

/** The message of a failed write (see {@link submitWrite} and {@link saveThenDone}), naming its cause. */
export function WriteFailedMessage({ message }: { message: (cause: string) => string }) {
  const describeError = useDescribeError();
  return <FormSubmitError<WriteFailure> format={({ error }) => message(describeError(error) ?? '')} />;
}

/** Props of {@link EditFormEnd}. */
export interface EditFormEndProps {
  /** The failed write's message, naming its cause. */
  failedMessage: (cause: string) => string;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** The id of the form Save submits, when the buttons stand outside it. */
  form?: string;
}

/**
 * The end of an admin's edit form: the failed write's message (see {@link saveThenDone}), then
 * Save (busy while the form is submitting) and Cancel.
 */
export function EditFormEnd({ failedMessage, saveLabel, cancelLabel, onCancel, form }: EditFormEndProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <>
      <WriteFailedMessage message={failedMessage} />
      <Actions>
        <Button type="submit" form={form} loading={submitting}>
          {saveLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </>
  );
}
