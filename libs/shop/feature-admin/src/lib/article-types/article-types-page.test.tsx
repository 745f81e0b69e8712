import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openTypes = () =>
  renderPage(<AdminArea />, { route: '/admin/*', path: '/admin/types-articles', user: demoSessionUser('admin') });

describe('ArticleTypesPage', () => {
  it('lists the types with how many articles each has', async () => {
    await openTypes();
    const table = await screen.findByRole('table', { name: "Types d'articles du catalogue" });
    const count = getDb().shop.articles.filter((a) => a.type_id === 1).length;

    const row = within(table).getByRole('row', { name: /^Cahiers/ });
    expect(within(row).getByText(`${count} articles`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Types d'articles" })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a type after checking its name (§5), and refuses a name already used', async () => {
    const { user } = await openTypes();
    await user.click(await screen.findByRole('button', { name: 'Nouveau type' }));
    const form = screen.getByRole('form', { name: "Nouveau type d'article" });

    await user.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));
    expect(await within(form).findByText('Nom requis')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /Nom du type/ }), 'CAHIERS');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));
    expect(await within(form).findByText('Un type porte déjà ce nom')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Nom du type/ }));
    await user.type(within(form).getByRole('textbox', { name: /Nom du type/ }), 'Agendas');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));

    expect(await screen.findByText('Le type « Agendas » est ajouté.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Types d'articles du catalogue" });
    expect(await within(table).findByRole('row', { name: /^Agendas/ })).toHaveTextContent('0 article');
  });

  it('renames a type; a failure keeps what was typed', async () => {
    const { user } = await openTypes();
    await user.click(await screen.findByRole('button', { name: 'Renommer Cahiers' }));
    const form = screen.getByRole('form', { name: 'Renommer « Cahiers »' });
    const name = within(form).getByRole('textbox', { name: /Nom du type/ });
    await user.clear(name);
    await user.type(name, 'Cahiers et blocs');

    server.use(http.post(shopPath('articles_api'), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));
    expect(await within(form).findByText(/Le type n'a pas pu être enregistré/)).toBeInTheDocument();
    expect(name).toHaveValue('Cahiers et blocs');

    await user.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));
    expect(await screen.findByText("Le type s'appelle maintenant « Cahiers et blocs ».")).toBeInTheDocument();
    expect(getDb().shop.articleTypes.find((type) => type.id === 1)?.name).toBe('Cahiers et blocs');
  });

  it('says when the types could not be loaded', async () => {
    server.use(http.get(shopPath('articles_types_api'), () => HttpResponse.json({}, { status: 500 })));
    await openTypes();

    expect(await screen.findByText(/Impossible de charger les types d'articles/)).toBeInTheDocument();
  });
});
