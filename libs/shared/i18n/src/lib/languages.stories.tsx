import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kk/domain';
import { formatDate, formatDateDMY, formatNumber, formatPrice } from './formatters';
import { directionOf, LANGUAGE_NAMES } from './languages';

const SAMPLE_DATE = new Date(2024, 8, 5);

interface LanguageSampleProps {
  /** Language to show, whatever the toolbar says. */
  lng: Language;
}

/** A sample of the app frame's texts and of the formatters in one language. */
function LanguageSample({ lng }: LanguageSampleProps) {
  const { t } = useTranslation('common', { lng });
  return (
    <section lang={lng} dir={directionOf(lng)} aria-label={LANGUAGE_NAMES[lng]}>
      <h2>{LANGUAGE_NAMES[lng]}</h2>
      <p>{t('loading')}</p>
      <ul>
        <li>{t('nav.home')}</li>
        <li>{t('nav.occasion')}</li>
        <li>{t('nav.quotes')}</li>
        <li>{t('nav.account')}</li>
        <li>{t('nav.news')}</li>
      </ul>
      <p>
        {t('actions.validate')} · {t('actions.cancel')} · {t('actions.save')} · {t('actions.retry')}
      </p>
      <p>{t('header.cartCount', { count: 3 })}</p>
      <dl>
        <dt>formatPrice(1234.5)</dt>
        <dd>
          <bdi>{formatPrice(1234.5, lng)}</bdi>
        </dd>
        <dt>formatNumber(1234567.891)</dt>
        <dd>
          <bdi>{formatNumber(1234567.891, lng)}</bdi>
        </dd>
        <dt>formatDate(…, long)</dt>
        <dd>{formatDate(SAMPLE_DATE, lng, 'long')}</dd>
        <dt>formatDateDMY</dt>
        <dd>
          <bdi>{formatDateDMY(SAMPLE_DATE)}</bdi>
        </dd>
      </dl>
    </section>
  );
}

/** Every language side by side. */
function AllLanguagesSample() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1rem' }}>
      <LanguageSample lng="fr" />
      <LanguageSample lng="ar" />
      <LanguageSample lng="en" />
    </div>
  );
}

const meta = {
  title: 'Shared/i18n/Languages',
  component: LanguageSample,
  args: { lng: 'fr' },
} satisfies Meta<typeof LanguageSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** French, the default language. */
export const French: Story = {
  tags: ['!visual'],
  args: { lng: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('En cours de chargement')).toBeInTheDocument();
    await expect(canvas.getByText('1.234,50 Dhs')).toBeInTheDocument();
  },
};

/** Arabic, right to left, Latin digits and the Moroccan month names. */
export const Arabic: Story = {
  tags: ['!visual'],
  args: { lng: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('جارٍ التحميل')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('5 شتنبر 2024')).toBeInTheDocument();
  },
};

/** English. */
export const English: Story = {
  tags: ['!visual'],
  args: { lng: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.getByText('1,234.50 Dhs')).toBeInTheDocument();
  },
};

/** The three languages side by side, as a translator reviews them. */
export const AllLanguages: Story = {
  render: () => <AllLanguagesSample />,
};
