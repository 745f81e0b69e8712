import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openArea = (path: string) =>
  renderPage(<AdminArea />, { route: '/admin/*', path, user: demoSessionUser('admin') });

describe('AdminSchoolsPage', () => {
  it('lists the schools, 20 at a time, with their cycles and levels, each to open', async () => {
    await openArea('/admin/ecoles');

    const table = await screen.findByRole('table', { name: 'Écoles de la boutique' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeEnabled();
  });

  it('finds a school by its name', async () => {
    const { user } = await openArea('/admin/ecoles');
    await screen.findByRole('table', { name: 'Écoles de la boutique' });

    // Pasted (one input event): typing letter by letter re-renders the 20-row table each time.
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher une école' }));
    await user.paste('Al Khawarizmi');

    // The search waits for the typing to pause, then asks the backend: allow for a loaded machine.
    await waitFor(
      () => {
        expect(
          screen
            .getAllByRole('link', { name: 'Ouvrir Groupe Scolaire Al Khawarizmi' })
            .map((l) => l.getAttribute('href')),
        ).toContain('/admin/ecoles/1');
        expect(screen.queryByText('Groupe Scolaire Ibn Sina')).not.toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
  });

  it('says when the schools could not be loaded', async () => {
    server.use(http.get(shopPath('schools_list_api'), () => HttpResponse.json({}, { status: 500 })));
    await openArea('/admin/ecoles');

    expect(await screen.findByText(/Impossible de charger les écoles/)).toBeInTheDocument();
  });
});

describe('AdminSchoolPage', () => {
  it('shows the levels by cycle and the supply list of the first level', async () => {
    await openArea('/admin/ecoles/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeInTheDocument();
    expect(await screen.findByText('Primaire')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Liste de fournitures du niveau' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('adds a line to the level supply list (§5: quantity at least 1)', async () => {
    const { user } = await openArea('/admin/ecoles/1');
    await screen.findByRole('table', { name: 'Liste de fournitures du niveau' });
    const before = getDb().shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 1).length;
    const form = screen.getByRole('form', { name: 'Ajouter une ligne' });

    await user.clear(within(form).getByRole('textbox', { name: /Quantité/ }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter à la liste' }));
    expect(await within(form).findByText('Article requis')).toBeInTheDocument();
    expect(within(form).getByText("La quantité doit être d'au moins 1")).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /Article/ }), 'Cahier de musique 48 pages');
    await user.type(within(form).getByRole('textbox', { name: /Quantité/ }), '2');
    await user.click(within(form).getByRole('button', { name: 'Ajouter à la liste' }));

    await waitFor(() =>
      expect(getDb().shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 1)).toHaveLength(before + 1),
    );
    expect(getDb().shop.supplyLines.at(-1)).toMatchObject({ quantity: 2 });
  });

  it('says why a line could not be added and keeps the form as typed', async () => {
    server.use(http.post(shopPath('fournitures_articles_api'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openArea('/admin/ecoles/1');
    await screen.findByRole('table', { name: 'Liste de fournitures du niveau' });
    const before = getDb().shop.supplyLines.length;
    const form = screen.getByRole('form', { name: 'Ajouter une ligne' });

    await user.selectOptions(within(form).getByRole('combobox', { name: /Article/ }), 'Cahier de musique 48 pages');
    await user.clear(within(form).getByRole('textbox', { name: /Quantité/ }));
    await user.type(within(form).getByRole('textbox', { name: /Quantité/ }), '2');
    await user.click(within(form).getByRole('button', { name: 'Ajouter à la liste' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/^La ligne n'a pas pu être ajoutée\./);
    expect(within(form).getByRole('combobox', { name: /Article/ })).toHaveDisplayValue('Cahier de musique 48 pages');
    expect(within(form).getByRole('textbox', { name: /Quantité/ })).toHaveValue('2');
    expect(getDb().shop.supplyLines).toHaveLength(before);
  });
});
