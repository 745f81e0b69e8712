import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { levelName, type SchoolRequest } from '@kk/domain';
import { translateErrors, useFormatters, useLanguage, useTranslation } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import { displayPhone, viewQuery } from '@kk/shop-ui';
import {
  BackLink,
  Button,
  CheckboxListField,
  ConfirmDialog,
  EmptyState,
  FormField,
  Link,
  Page,
  QueryState,
  SectionCard,
  SectionTitle,
  TextArea,
  TextField,
} from '@kk/ui-kit';
import { reviewValues, validateRefusal, validateReview, type RefusalValues, type ReviewValues } from './review-values';
import { Column, Facts, FieldPair, FormStack } from './school-review-page.styles';
import { submitWrite, WriteFailedMessage } from '../shared/edit-form';
import { useLevelAsked } from '../school-requests/use-level-asked';
import { REQUESTS_PATH, useSchoolReview } from './use-school-review';

/** The request as the user sent it: who, when, the level asked and the attached supply list. */
function RequestFacts({ request }: { request: SchoolRequest }) {
  const { t } = useTranslation('shop-admin');
  const { formatDate } = useFormatters();
  const levelAsked = useLevelAsked();
  return (
    <SectionCard aria-labelledby="request-facts">
      <SectionTitle id="request-facts">{t('review.asked')}</SectionTitle>
      <Facts>
        <dt>{t('requests.askedBy')}</dt>
        <dd>
          <bdi>{request.user?.name ?? t('requests.unknownUser')}</bdi>
          {request.user?.email && (
            <>
              {' · '}
              <bdi dir="ltr">{request.user.email}</bdi>
            </>
          )}
          {request.user?.phone_number && (
            <>
              {' · '}
              <bdi dir="ltr">{displayPhone(request.user.phone_number)}</bdi>
            </>
          )}
        </dd>
        <dt>{t('requests.date')}</dt>
        <dd>{request.date_created ? formatDate(request.date_created) : ''}</dd>
        <dt>{t('requests.level')}</dt>
        <dd>{levelAsked(request) ?? t('requests.noLevel')}</dd>
        <dt>{t('requests.file')}</dt>
        <dd>
          {request.file_url ? (
            <Link href={request.file_url} variant="standalone" target="_blank" rel="noreferrer">
              {t('requests.openFile')}
            </Link>
          ) : (
            t('requests.noFile')
          )}
        </dd>
      </Facts>
    </SectionCard>
  );
}

/** The levels the school teaches: a checkbox per level, grouped by cycle; its error once under them. */
function LevelsField() {
  const { t } = useTranslation('shop-admin');
  const { levels, levelGroups } = useReferenceLists();
  const { language } = useLanguage();
  const groups = (levelGroups.length > 0 ? levelGroups : [{ id: 0, name: t('review.levels') }])
    .map((group) => ({
      key: group.id,
      legend: t('review.levelsOf', { group: group.name }),
      options: levels
        .filter((l) => levelGroups.length === 0 || l.group_id === group.id)
        .map((level) => ({ value: String(level.level_id), label: levelName(level, language) })),
    }))
    .filter((group) => group.options.length > 0);
  return <CheckboxListField name="levels" groups={groups} columns={3} />;
}

/** Complete the school (name, city, address, phone, levels) and activate it. */
function ActivationForm({
  request,
  activate,
}: {
  request: SchoolRequest;
  activate: (v: ReviewValues) => Promise<void>;
}) {
  const { t } = useTranslation('shop-admin');
  const [initialValues] = useState(() => reviewValues(request));
  return (
    <SectionCard aria-labelledby="activation-title">
      <SectionTitle id="activation-title">{t('review.schoolTitle')}</SectionTitle>
      <Form<ReviewValues>
        initialValues={initialValues}
        validate={(values) => translateErrors(validateReview(values), (key) => t(key))}
        onSubmit={submitWrite(activate)}
        render={({ handleSubmit, submitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-labelledby="activation-title">
            <FormField name="name" component={TextField} label={t('review.name')} required />
            <FieldPair>
              <FormField name="city" component={TextField} label={t('review.city')} required />
              <FormField
                name="phone_number"
                component={TextField}
                label={t('review.phone')}
                type="tel"
                controlDir="ltr"
              />
            </FieldPair>
            <FormField name="address" component={TextField} label={t('review.address')} />
            <LevelsField />
            <WriteFailedMessage message={(cause) => t('review.activateFailed', { cause })} />
            <Button type="submit" loading={submitting}>
              {t('review.activate')}
            </Button>
          </FormStack>
        )}
      />
    </SectionCard>
  );
}

/** Refuse the request: its reason, then a confirmation. */
function RefusalForm({ request, refuse }: { request: SchoolRequest; refuse: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('shop-admin');
  const [reason, setReason] = useState<string | null>(null);
  return (
    <SectionCard aria-labelledby="refusal-title">
      <SectionTitle id="refusal-title">{t('review.refuseTitle')}</SectionTitle>
      <Form<RefusalValues>
        validate={(values) => translateErrors(validateRefusal(values), (key) => t(key))}
        onSubmit={(values) => setReason(values.reason)}
        render={({ handleSubmit }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-labelledby="refusal-title">
            <FormField
              name="reason"
              component={TextArea}
              label={t('review.reason')}
              hint={t('review.reasonHint')}
              required
            />
            <div>
              <Button type="submit" variant="secondary">
                {t('review.refuse')}
              </Button>
            </div>
          </FormStack>
        )}
      />
      <ConfirmDialog
        open={reason !== null}
        title={t('review.confirmTitle')}
        description={t('review.confirmDescription', { name: request.name })}
        cancelLabel={t('review.confirmCancel')}
        confirmLabel={t('review.confirm')}
        failedMessage={t('review.refuseFailed')}
        onConfirm={async () => {
          if (reason !== null) await refuse(reason);
        }}
        onClose={() => setReason(null)}
      />
    </SectionCard>
  );
}

/**
 * `/admin/ecoles-demandees/:request_id`: one unlisted-school request. The admin reads what the user
 * sent (who, when, level, file), completes the school (name, city, address, phone, the levels
 * taught: §5 messages) and activates it, which lists it for everyone; or refuses it with a reason,
 * after a confirmation. Either way, back to the list. Texts: `shop-admin:review.*`.
 */
export function SchoolReviewPage() {
  const { t } = useTranslation('shop-admin');
  const id = Number(useParams()['request_id']);
  const vm = useSchoolReview(id);
  const status = vm.status === 'notFound' ? 'empty' : vm.status;
  return (
    <Page title={vm.request ? t('review.title', { name: vm.request.name }) : t('review.titleUnknown')}>
      <BackLink as={RouterLink} to={REQUESTS_PATH}>
        {t('review.back')}
      </BackLink>
      <QueryState
        query={viewQuery(status, vm.request ?? null, vm.retry, vm.error)}
        errorMessage={t('requests.loadError')}
        loadingLabel={t('requests.loading')}
        isEmpty={() => vm.status === 'notFound'}
        empty={<EmptyState title={t('review.notFound')} description={t('review.notFoundHint')} />}
      >
        {(request) =>
          request && (
            <Column>
              <RequestFacts request={request} />
              <ActivationForm request={request} activate={vm.activate} />
              <RefusalForm request={request} refuse={vm.refuse} />
            </Column>
          )
        }
      </QueryState>
    </Page>
  );
}
