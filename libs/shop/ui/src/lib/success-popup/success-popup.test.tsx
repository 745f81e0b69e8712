import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '@kk/testing';
import { SuccessPopup } from './success-popup';

describe('SuccessPopup', () => {
  it('says the quote request was sent and goes home from its button', async () => {
    const onClose = vi.fn();
    await renderUi(<SuccessPopup open onClose={onClose} />);
    const user = userEvent.setup({ delay: null });

    const dialog = screen.getByRole('dialog', { name: 'Demande envoyée' });
    expect(dialog).toHaveTextContent('Votre demande de devis a bien été envoyée.');
    await user.click(screen.getByRole('button', { name: "Retour à l'accueil" }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });

  it('names the school request when it was one', async () => {
    await renderUi(<SuccessPopup open kind="school" />);
    expect(screen.getByRole('dialog')).toHaveTextContent("Votre demande d'ajout d'école a bien été envoyée.");
  });

  it('also goes home when closed with Escape', async () => {
    await renderUi(<SuccessPopup open />);
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });

  it('renders nothing while closed', async () => {
    await renderUi(<SuccessPopup open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
