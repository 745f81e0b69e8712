import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from './i18n-provider';
import { initI18n } from './init-i18n';
import { useFormatters } from './use-formatters';
import { useLanguage, useLanguageSwitcher } from './use-language';

/** The wiring an app does with the ui-kit's LanguageSwitcher, with a native select. */
function Switcher() {
  const { value, options, onChange, label } = useLanguageSwitcher();
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Frame() {
  const { t } = useTranslation('common');
  const { direction } = useLanguage();
  const { formatPrice } = useFormatters();
  return (
    <main data-direction={direction}>
      <h1>{t('nav.home')}</h1>
      <p>{formatPrice(120.5)}</p>
      <Switcher />
    </main>
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('I18nProvider', () => {
  it('provides the instance of the last initI18n() call when given none', async () => {
    await initI18n({ language: 'en' });

    render(
      <I18nProvider>
        <Frame />
      </I18nProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows the fallback while that instance is still loading, then the children', async () => {
    const pending = initI18n({ language: 'ar' });

    render(
      <I18nProvider fallback={<p>…</p>}>
        <Frame />
      </I18nProvider>,
    );
    expect(screen.getByText('…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.queryByText('…')).not.toBeInTheDocument();
    await pending;
  });

  it('provides the instance it is given', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });
    void initI18n({ language: 'en' });

    render(
      <I18nProvider i18n={i18n}>
        <Frame />
      </I18nProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
  });
});

describe('switching language', () => {
  it('translates the page, flips it to right-to-left, formats prices in Arabic and survives a reload', async () => {
    const user = userEvent.setup();
    const i18n = await initI18n();
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <Frame />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'العربية');

    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.getByText('120,50 درهم')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(screen.getByRole('main')).toHaveAttribute('data-direction', 'rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('current_language')).toBe('"ar"');

    // A reload: a new instance reads the stored choice.
    unmount();
    const reloaded = await initI18n();
    render(
      <I18nProvider i18n={reloaded}>
        <Frame />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
  });

  it('names each language in its own language, marked with its lang', async () => {
    const i18n = await initI18n({ language: 'en', forTests: true });

    render(
      <I18nProvider i18n={i18n}>
        <Switcher />
      </I18nProvider>,
    );

    const options = await screen.findAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['Français', 'fr'],
      ['العربية', 'ar'],
      ['English', 'en'],
    ]);
  });
});
