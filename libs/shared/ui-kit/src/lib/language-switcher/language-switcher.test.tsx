import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { LanguageSelect } from './language-select';
import { LanguageSwitcher } from './language-switcher';

const options = [
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
];

describe('LanguageSwitcher', () => {
  it('presses the current language and reports a new choice', async () => {
    const onChange = vi.fn();
    renderWithTheme(<LanguageSwitcher label="Langue" value="fr" options={options} onChange={onChange} />);

    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));

    expect(onChange.mock.calls).toEqual([['ar']]);
  });

  it('can be a drop-down', async () => {
    const onChange = vi.fn();
    renderWithTheme(<LanguageSelect label="Langue" value="fr" options={options} onChange={onChange} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');

    expect(onChange).toHaveBeenCalledWith('en');
  });
});
