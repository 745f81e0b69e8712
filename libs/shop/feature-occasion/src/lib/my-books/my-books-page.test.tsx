import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { MyBooksPage } from './my-books-page';

const renderMyBooks = () =>
  renderPage(<MyBooksPage />, { route: '/my-books', path: '/my-books', user: demoSessionUser() });

describe('MyBooksPage', () => {
  it("lists the user's own books with their status in words, the refused one with its reason", async () => {
    await renderMyBooks();

    const list = await screen.findByRole('list', { name: 'Mes livres en vente' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(list).getAllByText('Publiée')).toHaveLength(2);
    expect(within(list).getByText('Vendu')).toBeInTheDocument();
    expect(within(list).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(list).getByText("Visible dans les livres d'occasion une fois validée.")).toBeInTheDocument();
    expect(within(list).getByText('Refusée')).toBeInTheDocument();
    expect(within(list).getByText(/^Motif du refus : Les photos sont floues/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendre un livre' })).toHaveAttribute('href', '/create-occasion');
  });

  it('shows a status it does not know as sent, and a refusal without a reason', async () => {
    server.use(
      http.get(shopPath('occasions_api'), () =>
        HttpResponse.json({
          occasions: [
            { id: 1, name: 'Livre A', price: '20', status: 'En revue' },
            { id: 2, name: 'Livre B', price: '25', status: 'Refused' },
          ],
        }),
      ),
    );
    await renderMyBooks();

    const list = await screen.findByRole('list', { name: 'Mes livres en vente' });
    expect(within(list).getByText('En revue')).toBeInTheDocument();
    expect(within(list).getByText('Refusée sans motif précisé.')).toBeInTheDocument();
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
