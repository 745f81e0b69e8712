import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme as renderUi } from '../../testing/render';
import { ErrorDescriptionProvider } from '../query-state/error-description';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const texts = {
  title: 'Annuler la commande ?',
  description: 'La commande n°12 sera annulée.',
  cancelLabel: 'Garder la commande',
  confirmLabel: 'Annuler la commande',
  failedMessage: "La commande n'a pas pu être annulée.",
};

async function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  await renderUi(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} {...texts} {...props} />);
  return { onConfirm, onClose, user: userEvent.setup({ delay: null }) };
}

describe('ConfirmDialog', () => {
  it('asks its question and runs the action from the danger button', async () => {
    const { onConfirm, user } = await renderDialog();

    const dialog = screen.getByRole('alertdialog', { name: texts.title });
    expect(dialog).toHaveAccessibleDescription(texts.description);
    await user.click(screen.getByRole('button', { name: texts.confirmLabel }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes without acting from its cancel button', async () => {
    const { onConfirm, onClose, user } = await renderDialog();

    await user.click(screen.getByRole('button', { name: texts.cancelLabel }));

    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and says so when the action fails', async () => {
    const onConfirm = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('500'));
    const { user } = await renderDialog({ onConfirm });

    await user.click(screen.getByRole('button', { name: texts.confirmLabel }));

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failedMessage);
    expect(screen.getByRole('alertdialog', { name: texts.title })).toBeInTheDocument();
  });

  it('names the cause of the failure after its message, as the app describes it', async () => {
    const onConfirm = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('boom'));
    await renderUi(
      <ErrorDescriptionProvider
        describe={(error) => (error instanceof Error ? 'Le serveur a rencontré une erreur.' : null)}
      >
        <ConfirmDialog open onConfirm={onConfirm} onClose={vi.fn()} {...texts} />
      </ErrorDescriptionProvider>,
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: texts.confirmLabel }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être annulée. Le serveur a rencontré une erreur.",
    );
  });

  it('renders nothing while closed', async () => {
    await renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
