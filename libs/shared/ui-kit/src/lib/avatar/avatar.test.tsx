import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alternative text', () => {
    renderWithTheme(<Avatar name="Amina Benali" src="/amina.png" />);

    expect(screen.getByRole('img', { name: 'Amina Benali' })).toHaveAttribute('src', '/amina.png');
  });

  it('falls back to initials, named for screen readers, when there is no picture or it fails', () => {
    renderWithTheme(<Avatar name="Amina Benali" src="/broken.png" />);

    fireEvent.error(screen.getByRole('img', { name: 'Amina Benali' }));

    expect(screen.getByRole('img', { name: 'Amina Benali' })).toHaveTextContent('AB');
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithTheme(<Avatar name="Amina Benali" decorative />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
