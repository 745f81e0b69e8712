import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  BOOK_CATEGORIES,
  BOOK_CONDITIONS,
  IMAGE_PLACEHOLDERS,
  levelName,
  subjectName,
  type BookCategory,
  type BookCondition,
} from '@kk/domain';
import { useLanguage, usePriceFormat, useTranslation, translateErrors } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import { PHOTO_MAX_MB, PHOTO_RULES, usePhotoRejectionMessage } from '@kk/shop-ui';
import {
  Button,
  DateField,
  FormField,
  FormSubmitError,
  ImageUploader,
  Page,
  QueryState,
  RadioGroup,
  Select,
  Skeleton,
  Spinner,
  submitError,
  TextArea,
  TextField,
  type FileRejection,
  useDescribeError,
  useToast,
} from '@kk/ui-kit';
import { awaitsReview, CATEGORY_LABELS, CONDITION_LABELS } from '../shared/occasion-labels';
import { Actions, FieldRow, FormRoot, Progress } from './create-occasion-page.styles';
import {
  initialOccasionValues,
  toOccasionPayload,
  validateOccasion,
  type OccasionFormValues,
} from './occasion-form-values';
import { useCreateOccasion } from './use-create-occasion';
import { useListingImages } from './use-listing-images';

/** Most pictures of a listing: enough to show a book; keeps the payload small. */
const IMAGE_MAX = 6;

/** A failed sending, kept as the form's submit error (its message is written when shown). */
interface SendFailure {
  error: unknown;
}

/**
 * /create-occasion (§2): pictures (uploaded one by one with a spinner, three empty placeholders),
 * book title, author, category, condition, subject, level, price, price new, description, edition
 * date (DD/MM/YYYY), publisher; defaults of §3. Title and price are required, their errors shown
 * once touched. Valid is disabled while sending or uploading; Cancel goes back. A failure shows a
 * global error above the form and keeps everything typed. While the subject and level lists load
 * (only when they were not stored at start) their place shows a skeleton; if they fail, a retry.
 * A visitor's listing is stored and sent after login (§4).
 */
export function CreateOccasionPage() {
  const { t } = useTranslation('shop-occasion');
  const { language } = useLanguage();
  const { currency } = usePriceFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const describeError = useDescribeError();
  const lists = useReferenceLists();
  const images = useListingImages();
  const { submit, signedIn } = useCreateOccasion();
  const [rejected, setRejected] = useState<string | null>(null);
  const explainRejection = usePhotoRejectionMessage();

  // Recomputed once the lists arrive; final-form keeps what the user already changed.
  const firstSubject = lists.subjects[0]?.subject_id;
  const firstLevel = lists.levels[0]?.level_id;
  const initialValues = useMemo(
    () =>
      initialOccasionValues(
        firstSubject ? [{ subject_id: firstSubject }] : [],
        firstLevel ? [{ level_id: firstLevel }] : [],
      ),
    [firstSubject, firstLevel],
  );

  const onSubmit = async (values: OccasionFormValues) => {
    const outcome = await submit(toOccasionPayload(values, images.urls));
    // Translated when shown, so that a language switch after the failure follows.
    if (outcome.kind === 'failed') return submitError<SendFailure>({ error: outcome.error });
    // Moderation: a listing waiting for review is not in /occasion yet, and the user is told so.
    if (outcome.kind === 'sent') {
      toast.show(
        awaitsReview(outcome.status)
          ? { title: t('form.sentPending'), tone: 'info' }
          : { title: t('form.sent'), tone: 'success' },
      );
    }
    return undefined;
  };

  const cancel = () => {
    // The first entry of the session has no page to go back to.
    if (location.key === 'default') navigate('/occasion');
    else navigate(-1);
  };

  const onReject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    setRejected(first.reason === 'count' ? t('images.tooMany', { max: IMAGE_MAX }) : explainRejection(first));
  };

  const conditions: BookCondition[] = [BOOK_CONDITIONS.good, BOOK_CONDITIONS.average];
  const categories: readonly BookCategory[] = BOOK_CATEGORIES;
  const imageError = images.uploadFailed ? t('images.failed') : (rejected ?? undefined);

  return (
    <Page title={t('form.title')} description={signedIn ? undefined : t('form.visitorHint')}>
      <Form<OccasionFormValues>
        initialValues={initialValues}
        keepDirtyOnReinitialize
        validate={(values) => translateErrors(validateOccasion(values), (key) => t(key))}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <FormRoot noValidate onSubmit={handleSubmit} aria-label={t('form.title')}>
            <FormSubmitError<SendFailure>
              format={({ error }) => t('form.failed', { cause: describeError(error) ?? '' })}
            />
            <ImageUploader
              label={t('images.label')}
              addLabel={t('images.add')}
              imageAlt={(index) => t('images.alt', { number: index + 1 })}
              placeholders={IMAGE_PLACEHOLDERS}
              onUpload={(file) => {
                setRejected(null);
                return images.upload(file);
              }}
              value={images.urls}
              onChange={images.setUrls}
              onUploadingChange={images.setUploading}
              onUploadError={images.markFailed}
              onReject={onReject}
              accept={PHOTO_RULES.accept}
              maxSize={PHOTO_RULES.maxSize}
              maxImages={IMAGE_MAX}
              hint={t('images.hint', { max: PHOTO_MAX_MB })}
              error={imageError}
              disabled={submitting}
            />
            {images.progress !== null && (
              <Progress role="status">{t('images.progress', { percent: images.progress })}</Progress>
            )}
            <FormField component={TextField} name="name" label={t('field.name')} required />
            <FormField component={TextField} name="author" label={t('field.author')} />
            <FormField
              component={RadioGroup}
              name="category"
              legend={t('field.category')}
              orientation="horizontal"
              variant="tile"
              options={categories.map((id) => ({ value: String(id), label: t(CATEGORY_LABELS[id]) }))}
            />
            <FormField
              component={RadioGroup}
              name="condition"
              legend={t('field.condition')}
              orientation="horizontal"
              variant="tile"
              options={conditions.map((id) => ({ value: String(id), label: t(CONDITION_LABELS[id]) }))}
            />
            <QueryState
              query={{
                data: lists.isLoading || lists.isError ? undefined : lists,
                isLoading: lists.isLoading,
                isError: lists.isError,
                refetch: lists.refetch,
              }}
              errorMessage={t('form.listsFailed')}
              loading={
                <>
                  <Spinner label={t('form.listsLoading')} size="sm" />
                  <Skeleton variant="rect" height="3rem" count={2} />
                </>
              }
            >
              {() => (
                <>
                  <FormField
                    component={Select}
                    name="subject"
                    label={t('field.subject')}
                    options={lists.subjects.map((s) => ({
                      value: String(s.subject_id),
                      label: subjectName(s, language),
                    }))}
                  />
                  <FormField
                    component={Select}
                    name="level"
                    label={t('field.level')}
                    options={lists.levels.map((l) => ({ value: String(l.level_id), label: levelName(l, language) }))}
                  />
                </>
              )}
            </QueryState>
            <FieldRow>
              <FormField
                component={TextField}
                name="price"
                label={t('field.price')}
                inputMode="decimal"
                required
                endAdornment={currency}
              />
              <FormField
                component={TextField}
                name="original_price"
                label={t('field.originalPrice')}
                inputMode="decimal"
                endAdornment={currency}
              />
            </FieldRow>
            <FormField component={TextArea} name="description" label={t('field.description')} rows={4} />
            <FormField
              component={DateField}
              name="edition_year"
              label={t('field.edition')}
              placeholder={t('field.editionPlaceholder')}
            />
            <FormField component={TextField} name="editor" label={t('field.editor')} />
            <Actions>
              <Button variant="secondary" onClick={cancel}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" disabled={images.uploading || submitting} loading={submitting}>
                {t('form.submit')}
              </Button>
            </Actions>
          </FormRoot>
        )}
      />
    </Page>
  );
}
