import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openPacks = (path = '/admin/packs') =>
  renderPage(<AdminArea />, { route: '/admin/*', path, user: demoSessionUser('admin') });

describe('AdminPacksPage', () => {
  it('picks a school by searching, then a level, and shows the level packs', async () => {
    const { user } = await openPacks();
    expect(await screen.findByRole('heading', { name: 'Choisissez une école et un niveau' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une école' }), 'Khawarizmi');
    await user.click(await screen.findByRole('button', { name: 'Choisir Groupe Scolaire Al Khawarizmi, Casablanca' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: "Niveau de l'école" }), 'CP');

    const table = await screen.findByRole('table', { name: 'Packs du niveau' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/admin/packs?ecole=1&niveau=1');
  });

  it('checks the pack before saving it: name, at least one article, price above 0, quantity at least 1', async () => {
    const { user } = await openPacks('/admin/packs?ecole=1&niveau=1');
    await user.click(await screen.findByRole('button', { name: 'Nouveau pack' }));

    await user.click(screen.getByRole('button', { name: 'Enregistrer le pack' }));
    expect(await screen.findByText('Nom requis')).toBeInTheDocument();
    expect(screen.getByText('Ajoutez au moins un article.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Ajouter Cahier 48 pages/ }));
    const line = screen.getByRole('region', { name: /^Cahier 48 pages/ });
    await user.clear(within(line).getByRole('textbox', { name: /Prix unitaire/ }));
    await user.type(within(line).getByRole('textbox', { name: /Prix unitaire/ }), '0');
    await user.clear(within(line).getByRole('textbox', { name: /Quantité/ }));
    await user.type(within(line).getByRole('textbox', { name: /Quantité/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le pack' }));

    expect(await within(line).findByText('Le prix unitaire doit être supérieur à 0')).toBeInTheDocument();
    expect(within(line).getByText("La quantité doit être d'au moins 1")).toBeInTheDocument();
  });

  it('creates a pack from catalogue articles with their brand, price and quantity; the total follows', async () => {
    const { user } = await openPacks('/admin/packs?ecole=1&niveau=1');
    await user.click(await screen.findByRole('button', { name: 'Nouveau pack' }));

    await user.type(screen.getByRole('textbox', { name: /Nom du pack/ }), 'Pack rentrée CP');
    await user.click(await screen.findByRole('button', { name: /^Ajouter Cahier 48 pages/ }));
    const line = screen.getByRole('region', { name: /^Cahier 48 pages/ });
    await user.selectOptions(within(line).getByRole('combobox', { name: 'Marque' }), 'Clairefontaine');
    expect(within(line).getByRole('textbox', { name: /Prix unitaire/ })).toHaveValue('9');
    await user.clear(within(line).getByRole('textbox', { name: /Quantité/ }));
    await user.type(within(line).getByRole('textbox', { name: /Quantité/ }), '3');
    const form = screen.getByRole('region', { name: 'Nouveau pack' });
    expect(within(form).getByText('Total').parentElement).toHaveTextContent(/27\s*Dhs/);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le pack' }));

    expect(await screen.findByText(/Le pack « Pack rentrée CP » est enregistré/)).toBeInTheDocument();
    const pack = getDb().shop.packs.find((p) => p.name === 'Pack rentrée CP');
    expect(pack).toMatchObject({ school_id: 1, level_id: 1 });
    expect(pack?.lines).toEqual([expect.objectContaining({ brand: 'Clairefontaine', price: 9, quantity: 3 })]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Packs du niveau' })).getByText('Pack rentrée CP'),
      ).toBeInTheDocument(),
    );
  });

  it('keeps the form with the reason when the backend refuses the pack', async () => {
    server.use(http.post(shopPath('packs_api'), () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 })));
    const { user } = await openPacks('/admin/packs?ecole=1&niveau=1');
    await user.click(await screen.findByRole('button', { name: 'Nouveau pack' }));
    await user.type(screen.getByRole('textbox', { name: /Nom du pack/ }), 'Pack refusé');
    await user.click(await screen.findByRole('button', { name: /^Ajouter Cahier 48 pages/ }));

    await user.click(screen.getByRole('button', { name: 'Enregistrer le pack' }));

    expect(await screen.findByText(/Le pack n'a pas pu être enregistré/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom du pack/ })).toHaveValue('Pack refusé');
  });

  it("edits a pack's name and lines", async () => {
    const pack = getDb().shop.packs.find((p) => p.school_id === 1 && p.level_id === 1);
    const { user } = await openPacks('/admin/packs?ecole=1&niveau=1');
    await user.click(await screen.findByRole('button', { name: `Modifier ${pack?.name}` }));
    const form = screen.getByRole('region', { name: `Modifier « ${pack?.name} »` });
    const name = within(form).getByRole('textbox', { name: /Nom du pack/ });
    expect(name).toHaveValue(pack?.name);
    expect(within(form).getByRole('list', { name: 'Articles du pack' }).children).toHaveLength(pack?.lines.length ?? 0);

    await user.clear(name);
    await user.type(name, 'Pack CP modifié');
    const firstLine = within(form).getAllByRole('region')[0];
    await user.clear(within(firstLine).getByRole('textbox', { name: /Quantité/ }));
    await user.type(within(firstLine).getByRole('textbox', { name: /Quantité/ }), '9');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le pack' }));

    expect(
      await screen.findByText(/Le pack « Pack CP modifié » est enregistré : les clients voient/),
    ).toBeInTheDocument();
    const saved = getDb().shop.packs.find((p) => p.id === pack?.id);
    expect(saved?.name).toBe('Pack CP modifié');
    expect(saved?.lines[0].quantity).toBe(9);
    expect(saved?.lines).toHaveLength(pack?.lines.length ?? 0);
  });

  it('deletes a pack once confirmed; it leaves the table', async () => {
    const pack = getDb().shop.packs.find((p) => p.school_id === 1 && p.level_id === 1);
    const { user } = await openPacks('/admin/packs?ecole=1&niveau=1');
    await user.click(await screen.findByRole('button', { name: `Supprimer ${pack?.name}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Supprimer « ${pack?.name} » ?` });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le pack' }));

    expect(await screen.findByText(`Le pack « ${pack?.name} » est supprimé.`)).toBeInTheDocument();
    expect(getDb().shop.packs.some((p) => p.id === pack?.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Supprimer ${pack?.name}` })).toBeNull());
  });
});
