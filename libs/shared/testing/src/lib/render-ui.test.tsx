import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { renderUi } from './render-ui';

function GoHome() {
  const { t } = useTranslation('common');
  return <Link to="/">{t('nav.home')}</Link>;
}

describe('renderUi', () => {
  it('renders the component translated, at /start, and shows where a link went', async () => {
    await renderUi(<GoHome />);
    const currentPath = screen.getByRole('status', { name: 'current path' });
    expect(currentPath).toHaveTextContent('/start');

    await userEvent.click(screen.getByRole('link', { name: 'Accueil' }));

    expect(currentPath).toHaveTextContent(/^\/$/);
  });

  it('renders Arabic right to left', async () => {
    await renderUi(<GoHome />, { language: 'ar', path: '/ailleurs' });

    expect(screen.getByRole('link')).not.toHaveTextContent('Accueil');
    expect(screen.getByRole('status', { name: 'current path' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
