import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateOrderPayload, Order } from '@kk/domain';
import { renderUi } from '@kk/testing';
import { Button } from '@kk/ui-kit';
import { DuplicateOrderDialog } from './duplicate-order-dialog';
import { useAddToCartFlow, type AddToCartWrites } from './use-add-to-cart-flow';

const payload: CreateOrderPayload = { level_id: 3, articles: [{ id: 1, brand: 'Bic', price: 4.5, quantity: 6 }] };
const inCart: Order = {
  id: 40,
  level_id: 3,
  devis_id: null,
  library: null,
  order_lines: [{ id: 1, article: { id: 1, name: 'Cahier' }, brand: 'Bic', price: 4.5, quantity: 6 }],
  status: -1,
  rate: null,
  created_date: '2026-10-01T10:00:00Z',
};

/** A fake cart whose calls each test can make fail or hold. */
function fakeWrites(cart: Order[]) {
  return {
    loadCart: vi.fn<AddToCartWrites['loadCart']>(async () => cart),
    createOrder: vi.fn<AddToCartWrites['createOrder']>(async () => ({})),
    removeOrder: vi.fn<AddToCartWrites['removeOrder']>(async () => undefined),
  };
}

function AddButton({ writes, onDone }: { writes: AddToCartWrites; onDone: () => void }) {
  const flow = useAddToCartFlow(writes, onDone);
  return (
    <>
      <Button loading={flow.busy} onClick={() => void flow.add(payload)}>
        Ajouter
      </Button>
      {flow.failed && <p role="alert">échec</p>}
      <DuplicateOrderDialog {...flow.dialog} />
    </>
  );
}

async function setUp(writes: AddToCartWrites) {
  const onDone = vi.fn();
  await renderUi(<AddButton writes={writes} onDone={onDone} />);
  return { onDone, user: userEvent.setup({ delay: null }) };
}

describe('useAddToCartFlow', () => {
  it('creates the order and goes on when the cart does not hold it yet', async () => {
    const writes = fakeWrites([]);
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(writes.createOrder).toHaveBeenCalledWith(payload);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    const writes = fakeWrites([]);
    const { onDone, user } = await setUp(writes);

    await user.dblClick(screen.getByRole('button', { name: 'Ajouter' }));

    expect(writes.loadCart).toHaveBeenCalledTimes(1);
    expect(writes.createOrder).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('asks before a duplicate and adds nothing on Annuler', async () => {
    const writes = fakeWrites([inCart]);
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes.createOrder).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens the cart without adding on Voir le panier', async () => {
    const writes = fakeWrites([inCart]);
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(await screen.findByRole('button', { name: 'Voir le panier' }));

    expect(writes.createOrder).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('on En ajouter un de plus creates ONE merged order first, then removes the old one', async () => {
    const writes = fakeWrites([inCart]);
    const calls: string[] = [];
    writes.createOrder.mockImplementation(async () => calls.push('create'));
    writes.removeOrder.mockImplementation(async () => calls.push('remove'));
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(await screen.findByRole('button', { name: 'En ajouter un de plus' }));

    expect(calls).toEqual(['create', 'remove']);
    expect(writes.createOrder).toHaveBeenCalledWith({
      level_id: 3,
      articles: [{ id: 1, brand: 'Bic', price: 4.5, quantity: 12 }],
    });
    expect(writes.removeOrder).toHaveBeenCalledWith(40);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps the cart as it was and the question open when the merged order cannot be created', async () => {
    const writes = fakeWrites([inCart]);
    writes.createOrder.mockRejectedValue(new Error('down'));
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(await screen.findByRole('button', { name: 'En ajouter un de plus' }));

    expect(await screen.findByText(/Votre panier n'a pas changé/)).toBeInTheDocument();
    expect(writes.removeOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'En ajouter un de plus' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('tells a failed removal and offers only Voir le panier', async () => {
    const writes = fakeWrites([inCart]);
    writes.removeOrder.mockRejectedValue(new Error('down'));
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(await screen.findByRole('button', { name: 'En ajouter un de plus' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    expect(dialog).toHaveTextContent("l'ancienne n'a pas pu en être retirée");
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'En ajouter un de plus' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le panier' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says the add failed when the cart cannot be read, and creates nothing', async () => {
    const writes = fakeWrites([]);
    writes.loadCart.mockRejectedValue(new Error('offline'));
    const { onDone, user } = await setUp(writes);

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('échec');
    expect(writes.createOrder).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
