import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('offers five named stars, none chosen at first', () => {
    renderWithTheme(<RatingStars label="Noter la commande" />);

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 étoile',
      '2 étoiles',
      '3 étoiles',
      '4 étoiles',
      '5 étoiles',
    ]);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('rates with a click', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RatingStars label="Noter" onChange={onChange} />);

    await userEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));

    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  });

  it('rates with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RatingStars label="Noter" defaultValue={3} onChange={onChange} />);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 étoiles' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('in read-only mode, is one image that says the value', () => {
    renderWithTheme(<RatingStars readOnly value={4} label="Note" valueLabel={(v, m) => `Note : ${v} sur ${m}`} />);

    expect(screen.getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RatingStars label="Noter" disabled onChange={onChange} />);

    await userEvent.click(screen.getByRole('radio', { name: '2 étoiles' }));

    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its stars and its value in the language of the ThemeRoot, unless told otherwise', () => {
    const { unmount } = renderWithTheme(<RatingStars label="قيّم الطلب" max={3} />, { dir: 'rtl', lang: 'ar' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'نجمة واحدة',
      'نجمتان',
      '3 نجوم',
    ]);
    unmount();

    renderWithTheme(<RatingStars readOnly value={3} label="Avis" valueLabel={(v, m) => `Avis : ${v}/${m}`} />);
    expect(screen.getByRole('img', { name: 'Avis : 3/5' })).toBeInTheDocument();
  });
});
