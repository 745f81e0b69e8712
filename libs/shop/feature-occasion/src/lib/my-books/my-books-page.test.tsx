import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { MyBooksPage } from './my-books-page';

const renderMyBooks = () =>
  renderPage(<MyBooksPage />, { route: '/my-books', path: '/my-books', user: demoSessionUser() });

describe('MyBooksPage', () => {
  it("lists the user's own books with their status", async () => {
    await renderMyBooks();

    const list = await screen.findByRole('list', { name: 'Mes livres en vente' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getAllByText('En vente')).toHaveLength(2);
    expect(within(list).getByText('Vendu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendre un livre' })).toHaveAttribute('href', '/create-occasion');
  });

  it('shows the empty state when the user sells nothing', async () => {
    server.use(
      http.get(shopPath('occasions_api'), () => HttpResponse.json({ occasions: [], error: 'No result found' })),
    );
    await renderMyBooks();
    expect(await screen.findByRole('heading', { name: "Vous n'avez aucun livre en vente" })).toBeInTheDocument();
  });

  it('says when the books cannot be loaded', async () => {
    server.use(http.get(shopPath('occasions_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderMyBooks();
    expect(await screen.findByRole('alert')).toHaveTextContent("Les livres n'ont pas pu être chargés.");
  });
});
