import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLanguageSwitcher } from './use-language';

/**
 * How an app wires the ui-kit's presentational `LanguageSwitcher`:
 * `<LanguageSwitcher {...useLanguageSwitcher()} />`. The i18n lib may not import the ui-kit, so
 * this story renders the same props with a native select.
 */
function LanguageSwitcherWiring() {
  const { value, options, onChange, label } = useLanguageSwitcher();
  const { language, direction } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <div>
      <label>
        {label}{' '}
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <h2>{t('nav.home')}</h2>
      <p>
        <code>
          lang={language} dir={direction}
        </code>
      </p>
    </div>
  );
}

const meta = {
  title: 'Shared/i18n/Language switcher',
  component: LanguageSwitcherWiring,
  // The play function changes the language: no screenshot of a state the toolbar did not choose.
  tags: ['!visual'],
} satisfies Meta<typeof LanguageSwitcherWiring>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a language translates the page, sets `<html lang dir>` and stores the choice. */
export const Wiring: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    const start = (select as HTMLSelectElement).value;

    await userEvent.selectOptions(select, 'العربية');
    await expect(await canvas.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(localStorage.getItem('current_language')).toBe('"ar"');

    await userEvent.selectOptions(canvas.getByRole('combobox'), 'English');
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    // Leave the language the toolbar chose.
    await userEvent.selectOptions(canvas.getByRole('combobox'), start);
  },
};
