import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openArticles = () =>
  renderPage(<AdminArea />, { route: '/admin/*', path: '/admin/articles', user: demoSessionUser('admin') });

describe('AdminArticlesPage', () => {
  it('lists the catalogue, 20 a page, with brands and prices, and filters it by type', async () => {
    const { user } = await openArticles();
    const table = await screen.findByRole('table', { name: 'Articles du catalogue' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.selectOptions(screen.getByRole('combobox', { name: "Type d'article" }), 'Cahiers');

    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Articles du catalogue' }))
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes('Cahiers')),
      ).toBe(true),
    );
  });

  it('creates an article with its brands after checking them (§5)', async () => {
    const { user } = await openArticles();
    await user.click(await screen.findByRole('button', { name: 'Nouvel article' }));
    const form = screen.getByRole('form', { name: 'Nouvel article' });

    await user.click(within(form).getByRole('button', { name: "Enregistrer l'article" }));
    expect(await within(form).findByText('Nom requis')).toBeInTheDocument();
    expect(within(form).getByText('Type requis')).toBeInTheDocument();
    expect(within(form).getByText('Le prix unitaire doit être supérieur à 0')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /Nom de l'article/ }), 'Règle 30 cm');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Type/ }), 'Géométrie et calcul');
    await user.type(within(form).getByRole('textbox', { name: /Marque/ }), 'Maped');
    await user.type(within(form).getByRole('textbox', { name: /Prix unitaire/ }), '7,50');
    await user.click(within(form).getByRole('button', { name: "Enregistrer l'article" }));

    expect(await screen.findByText("L'article « Règle 30 cm » est ajouté au catalogue.")).toBeInTheDocument();
    expect(getDb().shop.articles.at(-1)).toMatchObject({
      name: 'Règle 30 cm',
      type_id: 4,
      brands: [{ brand: 'Maped', price: 7.5 }],
    });
  });

  it("edits an article's name and prices", async () => {
    const { user } = await openArticles();
    await user.click(await screen.findByRole('button', { name: 'Modifier Compas' }));
    const form = screen.getByRole('form', { name: 'Modifier « Compas »' });
    const name = within(form).getByRole('textbox', { name: /Nom de l'article/ });
    expect(name).toHaveValue('Compas');

    await user.clear(name);
    await user.type(name, 'Compas de précision');
    const price = within(form).getAllByRole('textbox', { name: /Prix unitaire/ })[0];
    await user.clear(price);
    await user.type(price, '31');
    await user.click(within(form).getByRole('button', { name: "Enregistrer l'article" }));

    expect(await screen.findByText("L'article « Compas de précision » est enregistré.")).toBeInTheDocument();
    expect(getDb().shop.articles.find((a) => a.id === 25)).toMatchObject({ name: 'Compas de précision' });
    expect(getDb().shop.articles.find((a) => a.id === 25)?.brands[0].price).toBe(31);
  });

  it('deletes an unused article once confirmed, and says why a used one stays', async () => {
    const { shop } = getDb();
    shop.articles.push({ id: 900, name: 'Aaa gomme test', type_id: 2, subject_id: null, image_url: '', brands: [] });
    const used = shop.articles.find((a) => a.id === shop.packs[0].lines[0].article_id);
    const { user } = await openArticles();

    await user.click(await screen.findByRole('button', { name: 'Supprimer Aaa gomme test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer « Aaa gomme test » ?' });
    await user.click(within(dialog).getByRole('button', { name: "Supprimer l'article" }));
    expect(await screen.findByText("L'article « Aaa gomme test » est supprimé.")).toBeInTheDocument();
    expect(shop.articles.some((a) => a.id === 900)).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), used?.name ?? '');
    await user.click(await screen.findByRole('button', { name: `Supprimer ${used?.name}` }, { timeout: 5000 }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "Supprimer l'article" }));
    expect(
      await screen.findByText(new RegExp(`ne peut pas être supprimé : il est utilisé par \\d+ packs?`)),
    ).toBeInTheDocument();
    expect(shop.articles.some((a) => a.id === used?.id)).toBe(true);
  });

  it('says when the catalogue could not be loaded', async () => {
    server.use(http.get(shopPath('articles_api'), () => HttpResponse.json({}, { status: 500 })));
    await openArticles();

    expect(await screen.findByText(/Impossible de charger le catalogue/)).toBeInTheDocument();
  });
});
