import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { useFormatters, useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { StickyActionBar } from '@kk/shop-ui';
import { Button, FormField, FormSubmitError, submitError, TextField } from '@kk/ui-kit';
import {
  lineFields,
  lineTotal,
  quoteTotal,
  type QuoteLineDraft,
  validateQuote,
  type QuoteFormValues,
} from './quote-values';
import { LineFields, LineSet, LineTotal, QuoteLines } from './quote-form.styles';

/** Props of QuoteForm. */
export interface QuoteFormProps {
  /** The articles to price, one fieldset each. */
  lines: readonly QuoteLineDraft[];
  /** The fields' starting values (see `initialQuoteValues`); read once, when the form mounts. */
  initialValues: QuoteFormValues;
  /** The form's accessible name (e.g. "Devis pour CM2"). */
  label: string;
  /** The submit button's text ("Envoyer le devis", "Enregistrer"). */
  submitLabel: string;
  /** Sends the quote; resolves with the key of a refusal, or undefined once sent. */
  onSend: (values: QuoteFormValues) => Promise<TranslationKey | undefined>;
}

/**
 * The quote a library builds for one level of a request, or edits once sent: for each article a
 * brand (one of the catalogue's, offered as suggestions, or typed), a unit price in Dhs and a
 * quantity, the line totals and the quote's total; the submit button, busy while it sends. §5
 * messages for a missing price, a price not above 0, a quantity under 1; a refusal shows above the
 * button.
 */
export function QuoteForm({ lines, initialValues, label, submitLabel, onSend }: QuoteFormProps) {
  const { t } = useTranslation('shop-library');
  const { formatPrice } = useFormatters();
  const id = useId();
  // Kept from the first render: a refetch after a partial save must not wipe what is still typed.
  const [startValues] = useState(initialValues);
  const validate = useTranslatedValidate((values: QuoteFormValues) => validateQuote(lines, values));
  const submit = async (values: QuoteFormValues) => {
    const refused = await onSend(values);
    return refused ? submitError(refused) : undefined;
  };
  return (
    <Form<QuoteFormValues> onSubmit={submit} validate={validate} initialValues={startValues}>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <QuoteLines>
            {lines.map((line, index) => {
              const fields = lineFields(index);
              const listId = `${id}-brands-${index}`;
              return (
                <LineSet key={`${line.articleId}-${index}`}>
                  <legend>
                    {line.name}
                    {line.subject && <span> · {line.subject}</span>}
                  </legend>
                  <LineFields>
                    <FormField
                      name={fields.brand}
                      component={TextField}
                      label={t('quote.brand')}
                      list={line.brands.length > 0 ? listId : undefined}
                      autoComplete="off"
                      required
                    />
                    {line.brands.length > 0 && (
                      <datalist id={listId}>
                        {line.brands.map((offer) => (
                          <option key={offer.brand} value={offer.brand} />
                        ))}
                      </datalist>
                    )}
                    <FormField
                      name={fields.price}
                      component={TextField}
                      label={t('quote.price')}
                      inputMode="decimal"
                      controlDir="ltr"
                      required
                    />
                    <FormField
                      name={fields.quantity}
                      component={TextField}
                      type="number"
                      min={1}
                      step={1}
                      label={t('quote.quantity')}
                      controlDir="ltr"
                      required
                    />
                  </LineFields>
                  <LineTotal>
                    {t('quote.lineTotal')} <bdi>{formatPrice(lineTotal(values, index))}</bdi>
                  </LineTotal>
                </LineSet>
              );
            })}
          </QuoteLines>
          {/* The total and the submit button stay at the bottom of the screen while the lines scroll. */}
          <StickyActionBar
            summary={t('quote.total')}
            amount={quoteTotal(lines, values)}
            notice={<FormSubmitError format={(key: TranslationKey) => t(key)} />}
          >
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </StickyActionBar>
        </form>
      )}
    </Form>
  );
}
