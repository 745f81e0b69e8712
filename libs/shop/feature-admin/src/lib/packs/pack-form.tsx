import { useId, useState } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { useGetArticlesQuery } from '@kk/api-clients';
import type { Pack } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Button, FormField, getFieldError, Price, Select, TextField } from '@kk/ui-kit';
import {
  EMPTY_PACK,
  lineOf,
  packValuesOf,
  packValuesTotal,
  translatePackErrors,
  validatePack,
  type PackLineValues,
  type PackValues,
} from './pack-values';
import { AmountField } from '../shared/amount-field';
import { EditFormEnd, saveThenDone } from '../shared/edit-form';
import { PickerSearchBox } from '../shared/picker-search-box';
import {
  ArticleResults,
  FormStack,
  LineCard,
  LineFields,
  LineHead,
  Lines,
  FieldMessage,
  TotalRow,
} from './packs-page.styles';

/** How many catalogue articles the search shows at once. */
const RESULTS = 8;

/** The catalogue search: articles matching the text, each with an Add button (once per pack). */
function ArticlePicker() {
  const { t } = useTranslation('shop-admin');
  const form = useForm<PackValues>();
  const { values } = useFormState<PackValues>({ subscription: { values: true } });
  const [search, setSearch] = useState('');
  const articles = useGetArticlesQuery({ name: search || undefined });
  const inPack = new Set(values.lines.map((l) => l.article_id));
  const found = (articles.data ?? []).slice(0, RESULTS);
  return (
    <div>
      <PickerSearchBox
        label={t('packs.articleSearch')}
        placeholder={t('packs.articleSearchPlaceholder')}
        onSearch={(term) => setSearch(term.trim())}
      />
      <ArticleResults aria-label={t('packs.articleResults')} aria-busy={articles.isFetching}>
        {articles.isError && <li>{t('packs.articlesError')}</li>}
        {articles.data && found.length === 0 && <li>{t('packs.noArticleFound')}</li>}
        {found.map((article) => (
          <li key={article.id}>
            <bdi>{article.name}</bdi>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={inPack.has(article.id) || article.brands.length === 0}
              aria-label={inPack.has(article.id) ? undefined : t('packs.addArticle', { name: article.name })}
              onClick={() => form.change('lines', [...values.lines, lineOf(article)])}
            >
              {inPack.has(article.id) ? t('packs.added') : t('packs.add')}
            </Button>
          </li>
        ))}
      </ArticleResults>
    </div>
  );
}

/** The brand of a line, one of the article's; picking one sets its list price as the unit price. */
function BrandField({ line, index }: { line: PackLineValues; index: number }) {
  const { t } = useTranslation('shop-admin');
  const form = useForm<PackValues>();
  const { input, meta } = useField<string>(`lines[${index}].brand`, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <Select
      name={input.name}
      label={t('packs.brand')}
      value={input.value}
      error={getFieldError(meta)}
      options={line.brands.map((b) => ({ value: b.brand, label: b.brand }))}
      onBlur={() => input.onBlur()}
      onChange={(event) => {
        const brand = line.brands.find((b) => b.brand === event.target.value);
        form.batch(() => {
          input.onChange(event.target.value);
          if (brand) form.change(`lines[${index}].price` as keyof PackValues, String(brand.price) as never);
        });
      }}
    />
  );
}

/** One article of the pack: its brand, unit price in Dhs and quantity, and a Remove button. */
function LineFieldsOf({
  line,
  label,
  index,
  onRemove,
}: {
  line: PackLineValues;
  /** What names the line: its article, numbered when the pack holds the article twice. */
  label: string;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('shop-admin');
  return (
    <LineCard aria-label={label}>
      <LineHead>
        <bdi>{label}</bdi>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onRemove}
          aria-label={t('packs.removeArticle', { name: label })}
        >
          {t('packs.remove')}
        </Button>
      </LineHead>
      <LineFields>
        <BrandField line={line} index={index} />
        <AmountField name={`lines[${index}].price`} amount="price" />
        <AmountField name={`lines[${index}].quantity`} amount="quantity" />
      </LineFields>
    </LineCard>
  );
}

/** The name of the line `index`: its article, with its rank among the lines of that article when there are several. */
function lineLabel(lines: readonly PackLineValues[], index: number): string {
  const line = lines[index];
  const same = lines.filter((l) => l.article_id === line.article_id);
  if (same.length < 2) return line.name;
  const rank = lines.slice(0, index + 1).filter((l) => l.article_id === line.article_id).length;
  return `${line.name} (${rank})`;
}

/** The pack's articles, their error when there is none, and the total. */
function PackLines() {
  const { t } = useTranslation('shop-admin');
  const form = useForm<PackValues>();
  const { input, meta } = useField<PackLineValues[]>('lines', {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const lines = input.value || [];
  // The list's own error (no article) shows once the admin tried to save.
  const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <>
      {lines.length > 0 && (
        <Lines aria-label={t('packs.lines')}>
          {lines.map((line, index) => (
            // A pack edited may hold an article twice (two brands): the index tells them apart.
            <li key={`${index}-${line.article_id}`}>
              <LineFieldsOf
                line={line}
                label={lineLabel(lines, index)}
                index={index}
                onRemove={() =>
                  form.change(
                    'lines',
                    lines.filter((_, i) => i !== index),
                  )
                }
              />
            </li>
          ))}
        </Lines>
      )}
      {error && <FieldMessage role="alert">{error}</FieldMessage>}
      <TotalRow>
        <span>{t('packs.total')}</span>
        <Price amount={packValuesTotal(lines)} size="lg" />
      </TotalRow>
    </>
  );
}

/** Props of PackForm. */
export interface PackFormProps {
  /** The pack edited; absent for a new pack. */
  pack?: Pack;
  /** Sends the pack; rejects when the backend refuses it. */
  onSave: (values: PackValues) => Promise<void>;
  /** Closes the form (Cancel, or after the pack was saved, with its name). */
  onDone: (saved: string | null) => void;
}

/**
 * The new pack of a school level, or the pack edited (filled with its name and lines): its name, articles picked from the catalogue (search), each with a
 * brand of the article, a unit price in Dhs (the brand's list price to start) and a quantity; the
 * total; Save sends `createPack`. §5 messages; a refusal shows above the buttons.
 */
export function PackForm({ pack, onSave, onDone }: PackFormProps) {
  const { t } = useTranslation('shop-admin');
  const formId = useId();
  return (
    <Form<PackValues>
      initialValues={pack ? packValuesOf(pack) : EMPTY_PACK}
      validate={(values) => translatePackErrors(validatePack(values), (key) => t(key)) as never}
      onSubmit={saveThenDone(onSave, onDone)}
      render={({ handleSubmit }) => (
        // The catalogue search is a form of its own (a search landmark): it sits beside the pack's
        // form, whose Save button names it (`form`).
        <FormStack as="div">
          <form id={formId} noValidate onSubmit={handleSubmit}>
            <FormField name="name" component={TextField} label={t('packs.name')} required />
          </form>
          <ArticlePicker />
          <PackLines />
          <EditFormEnd
            form={formId}
            failedMessage={(cause) => t('packs.createFailed', { cause })}
            saveLabel={t('packs.save')}
            cancelLabel={t('packs.cancel')}
            onCancel={() => onDone(null)}
          />
        </FormStack>
      )}
    />
  );
}
