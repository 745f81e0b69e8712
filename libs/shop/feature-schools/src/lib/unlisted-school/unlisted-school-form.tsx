import { useId, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation, translateErrors } from '@kk/i18n';
import { selectIsLoggedIn, useAppSelector, useReferenceLists } from '@kk/session';
import { SuccessPopup } from '@kk/shop-ui';
import {
  Alert,
  Button,
  FileDropzone,
  FormField,
  FormSubmitError,
  getFieldError,
  Select,
  submitError,
  TextField,
  useDescribeError,
} from '@kk/ui-kit';
import { FileStatus, FormRoot, FormTitle, Hint, Progress } from './unlisted-school-form.styles';
import { useFileUpload } from './use-file-upload';
import { useUnlistedSchoolRequest } from './use-unlisted-school-request';
import {
  EMPTY_UNLISTED_SCHOOL,
  toUnlistedSchoolRequest,
  UNLISTED_SCHOOL_FILE_MAX_BYTES,
  UNLISTED_SCHOOL_FILE_TYPES,
  validateUnlistedSchool,
  type UnlistedSchoolValues,
} from './unlisted-school-values';

/** The attached file: a drop zone that uploads at once, with its progress and the file's name. */
function SupplyListFile({ upload }: { upload: ReturnType<typeof useFileUpload> }) {
  const { t } = useTranslation('shop-schools');
  const { input, meta } = useField<string>('file_url');
  const [rejected, setRejected] = useState(false);
  const { state } = upload;

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejected(false);
    input.onChange('');
    const url = await upload.upload(file);
    input.onChange(url ?? '');
  };

  let error: string | undefined;
  if (rejected) error = t('unlisted.fileRejected');
  else if (state.status !== 'uploading') error = getFieldError(meta);

  return (
    <FileDropzone
      label={t('unlisted.file')}
      buttonLabel={t('unlisted.chooseFile')}
      instructions={t('unlisted.fileInstructions')}
      hint={t('unlisted.fileHint')}
      accept={UNLISTED_SCHOOL_FILE_TYPES}
      maxSize={UNLISTED_SCHOOL_FILE_MAX_BYTES}
      error={error}
      onFiles={(files) => void take(files)}
      onReject={() => {
        setRejected(true);
        upload.clear();
        input.onChange('');
      }}
    >
      {state.status === 'uploading' && (
        <FileStatus>
          <Progress max={100} value={state.percent} aria-label={t('unlisted.uploading')} />
          <span>{state.fileName}</span>
        </FileStatus>
      )}
      {state.status === 'done' && input.value && (
        <FileStatus>
          <span>{t('unlisted.attached', { name: state.fileName })}</span>
        </FileStatus>
      )}
    </FileDropzone>
  );
}

/** Props of UnlistedSchoolForm. */
export interface UnlistedSchoolFormProps {
  /** Name of the school the user searched for, to start from. @default '' */
  initialName?: string;
  /** Shows the form's own title. @default true */
  showTitle?: boolean;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A failed request, kept as the form's submit error (its message is written when shown). */
interface SendFailure {
  error: unknown;
}

/**
 * The unlisted-school form (§2): name, city, level and the attached supply list. The file is
 * uploaded when picked (type and size checked first, progress shown); Submit waits for it. A
 * visitor's request is kept as `school_temp` and the visitor goes to sign in; a signed-in
 * user's request is sent, then the success popup shows (§4).
 */
export function UnlistedSchoolForm({ initialName = '', showTitle = true, headingLevel = 3 }: UnlistedSchoolFormProps) {
  const { t } = useTranslation('shop-schools');
  const titleId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const reference = useReferenceLists();
  const upload = useFileUpload();
  const request = useUnlistedSchoolRequest();
  const describeError = useDescribeError();
  const [initialValues] = useState<UnlistedSchoolValues>(() => ({ ...EMPTY_UNLISTED_SCHOOL, name: initialName }));
  const uploading = upload.state.status === 'uploading';

  return (
    <>
      <Form<UnlistedSchoolValues>
        initialValues={initialValues}
        validate={(values) => translateErrors(validateUnlistedSchool(values), (key) => t(key))}
        onSubmit={async (values, form) => {
          const outcome = await request.submit(toUnlistedSchoolRequest(values));
          if (outcome === 'sent') {
            // Emptied after final-form has finished this submission.
            setTimeout(() => form.restart(EMPTY_UNLISTED_SCHOOL));
            upload.clear();
          }
          // Translated when shown, so that a language switch after the failure follows.
          return typeof outcome === 'object' ? submitError<SendFailure>({ error: outcome.failed }) : undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <FormRoot
            noValidate
            onSubmit={handleSubmit}
            aria-labelledby={showTitle ? titleId : undefined}
            aria-label={showTitle ? undefined : t('unlisted.title')}
            data-ui="unlisted-school-form"
          >
            {showTitle && (
              <FormTitle as={`h${headingLevel}`} id={titleId}>
                {t('unlisted.title')}
              </FormTitle>
            )}
            <FormField
              name="name"
              component={TextField}
              label={t('unlisted.name')}
              required
              autoComplete="organization"
            />
            <FormField name="city" component={TextField} label={t('unlisted.city')} autoComplete="address-level2" />
            <FormField
              name="level"
              component={Select}
              label={t('unlisted.level')}
              placeholder={reference.isLoading ? t('unlisted.levelsLoading') : t('unlisted.levelPlaceholder')}
              options={reference.levels.map((level) => ({ value: String(level.level_id), label: level.name }))}
            />
            {reference.isError && (
              <Alert tone="danger" onRetry={reference.refetch}>
                {t('unlisted.levelsFailed')}
              </Alert>
            )}
            <SupplyListFile upload={upload} />
            {!isLoggedIn && <Hint>{t('unlisted.visitorHint')}</Hint>}
            <FormSubmitError<SendFailure>
              format={({ error }) => t('unlisted.sendError', { cause: describeError(error) ?? '' })}
            />
            <Button type="submit" fullWidth loading={submitting} disabled={uploading}>
              {t('unlisted.submit')}
            </Button>
          </FormRoot>
        )}
      />
      <SuccessPopup open={request.sent} kind="school" onClose={request.acknowledge} />
    </>
  );
}
