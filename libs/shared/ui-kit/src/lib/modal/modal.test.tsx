import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { Button } from '../button/button';
import { Modal, Popup } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Contacter le vendeur</Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Contacter le vendeur"
        description="Choisissez un moyen de contact."
        footer={<Button>Appeler</Button>}
      >
        <a href="#chat">Discuter</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));

    const dialog = screen.getByRole('dialog', { name: 'Contacter le vendeur' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choisissez un moyen de contact.');
  });

  it('moves focus in, keeps Tab inside, and cycles both ways', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));

    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Discuter' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Appeler' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Appeler' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Contacter le vendeur' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and on a click on the backdrop', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));
    await userEvent.click(document.querySelector('[data-ui="modal-backdrop"]') as HTMLElement);

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stops the page from scrolling while open', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the writing direction in its portal, and names its close button in the language', () => {
    renderWithTheme(<Modal open onClose={() => undefined} title="نافذة" />, { dir: 'rtl', lang: 'ar' });

    expect(screen.getByRole('dialog').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('takes another name for its close button, or goes without one', () => {
    const { rerender } = renderWithTheme(
      <Modal open onClose={() => undefined} title="Vendeur" closeLabel="Fermer la fenêtre du vendeur" />,
    );
    expect(screen.getByRole('button', { name: 'Fermer la fenêtre du vendeur' })).toBeInTheDocument();

    rerender(<Modal open onClose={() => undefined} title="Vendeur" closeButton={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Popup', () => {
  it('says its message and offers its action', async () => {
    const onHome = vi.fn();
    renderWithTheme(
      <Popup
        open
        onClose={onHome}
        title="Demande envoyée"
        message="Votre demande de devis a été envoyée."
        footer={<Button onClick={onHome}>Retour à l'accueil</Button>}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Demande envoyée' })).toHaveAccessibleDescription(
      'Votre demande de devis a été envoyée.',
    );
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onHome).toHaveBeenCalled();
  });
});
