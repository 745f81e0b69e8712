import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and reports typed text', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Nom" onChange={onChange} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Amina');

    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Amina');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('keeps an e-mail address left to right in an Arabic layout', async () => {
    renderWithTheme(
      <>
        <TextField label="البريد الإلكتروني" type="email" />
        <TextField label="الاسم" />
      </>,
      { dir: 'rtl' },
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'amina@');

    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الاسم' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('is described by its hint, and by its error once there is one', () => {
    const { rerender } = renderWithTheme(<TextField label="Email" hint="Nous ne la partageons pas" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Nous ne la partageons pas');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Email" hint="Nous ne la partageons pas" error="Email format incorrect" />);

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nous ne la partageons pas Email format incorrect');
  });

  it('keeps the label as accessible name when it is visually hidden', () => {
    renderWithTheme(<TextField label="Rechercher" hideLabel />);

    expect(screen.getByRole('textbox', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('keeps a describedby given by the caller', () => {
    renderWithTheme(
      <>
        <p id="extra">Texte en plus</p>
        <TextField label="Ville" aria-describedby="extra" error="Name required" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveAccessibleDescription('Name required Texte en plus');
  });
});
