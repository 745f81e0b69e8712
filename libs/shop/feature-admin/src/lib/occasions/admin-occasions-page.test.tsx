import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openArea = (path: string) =>
  renderPage(<AdminArea />, { route: '/admin/*', path, user: demoSessionUser('admin') });

const listings = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe('AdminOccasionsPage', () => {
  it('shows the listings to review with their book, price, seller and phone, each to publish or refuse', async () => {
    await openArea('/admin/occasions');

    expect(screen.getByRole('heading', { level: 1, name: "Annonces d'occasion" })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'À examiner' })).toHaveAttribute('aria-selected', 'true');
    const cards = await listings('À examiner');
    expect(cards).toHaveLength(4);
    const card = cards.find((c) =>
      within(c).queryByRole('heading', { name: 'Il était une fois un vieux couple heureux' }),
    );
    if (!card) throw new Error('the demo customer’s listing is not shown');
    expect(card).toHaveTextContent('Salma');
    expect(card).toHaveTextContent(/0[67]/);
    expect(card).toHaveTextContent('Dhs');
    expect(
      within(card).getByRole('button', { name: 'Publier « Il était une fois un vieux couple heureux »' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Refuser « Il était une fois un vieux couple heureux »' }),
    ).toBeEnabled();
    expect(screen.getByRole('link', { name: "Annonces d'occasion" })).toHaveAttribute('aria-current', 'page');
  });

  it('publishes a listing in one click: a toast says so and it leaves the list', async () => {
    const { user } = await openArea('/admin/occasions');
    await listings('À examiner');

    await user.click(screen.getByRole('button', { name: 'Publier « Il était une fois un vieux couple heureux »' }));

    expect(await screen.findByText(/« Il était une fois un vieux couple heureux » est publiée/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Il était une fois un vieux couple heureux' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('tab', { name: 'Publiées' }));
    expect(
      await screen.findByRole('heading', { name: 'Il était une fois un vieux couple heureux' }),
    ).toBeInTheDocument();
  });

  it('refuses a listing only with a reason, which the Refused tab then shows', async () => {
    const { user } = await openArea('/admin/occasions');
    await listings('À examiner');

    await user.click(screen.getByRole('button', { name: 'Refuser « La Ficelle et autres nouvelles »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser « La Ficelle et autres nouvelles » ?' });
    await user.click(within(dialog).getByRole('button', { name: "Refuser l'annonce" }));
    expect(await within(dialog).findByText('Motif requis')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motif du refus/ }), 'Livre incomplet');
    await user.click(within(dialog).getByRole('button', { name: "Refuser l'annonce" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/« La Ficelle et autres nouvelles » est refusée/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Refusées' }));
    const refused = await listings('Refusées');
    const card = refused.find((c) => within(c).queryByRole('heading', { name: 'La Ficelle et autres nouvelles' }));
    expect(card).toHaveTextContent('Livre incomplet');
    expect(card && within(card).queryByRole('button', { name: /Refuser/ })).toBeNull();
  });

  it('keeps the tab in the URL: the refused listings open with their reason', async () => {
    await openArea('/admin/occasions?statut=Refused');

    expect(screen.getByRole('tab', { name: 'Refusées' })).toHaveAttribute('aria-selected', 'true');
    const [card] = await listings('Refusées');
    expect(card).toHaveTextContent('Les photos sont floues');
  });

  it('says when there is nothing to review', async () => {
    server.use(http.get(shopPath('occasions_api'), () => HttpResponse.json({ error: 'No result found' })));
    await openArea('/admin/occasions');

    expect(await screen.findByRole('heading', { name: 'Aucune annonce à examiner' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with Retry', async () => {
    server.use(http.get(shopPath('occasions_api'), () => HttpResponse.json({}, { status: 500 })));
    await openArea('/admin/occasions');

    expect(await screen.findByText(/Impossible de charger les annonces/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
