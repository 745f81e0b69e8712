import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('announces its text as a status, under the named logo', () => {
    renderWithTheme(<LoadingScreen text="En cours de chargement" logoTitle="KoolSkools" />);

    expect(screen.getByRole('status')).toHaveTextContent('En cours de chargement');
    expect(screen.getByRole('img', { name: 'KoolSkools' })).toBeInTheDocument();
  });
});
