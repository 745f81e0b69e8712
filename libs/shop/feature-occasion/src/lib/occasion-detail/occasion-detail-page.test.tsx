import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { OccasionDetailPage } from './occasion-detail-page';

const renderDetail = (id: string | number, user: ReturnType<typeof demoSessionUser> | null = null) =>
  renderPage(<OccasionDetailPage />, { route: '/occasion/:occasion_id', path: `/occasion/${id}`, user });

/** The demo customer's listings waiting for review and refused, in the seed. */
const PENDING_ID = 71;
const REFUSED_ID = 72;

describe('OccasionDetailPage', () => {
  it('shows the listing: title, author, condition, price, details and seller', async () => {
    await renderDetail(1);

    expect(await screen.findByRole('heading', { level: 1, name: 'La Boîte à merveilles' })).toBeInTheDocument();
    expect(screen.getByText('de Ahmed Sefrioui')).toBeInTheDocument();
    expect(screen.getByText(/^(Bon|Moyen)$/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(within(details).getByText('Niveau')).toBeInTheDocument();
    expect(within(details).getByText("Maison d'édition")).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Vendeur' })).getByText('Salma Bennani')).toBeInTheDocument();
  });

  it('names the level and the subject in Arabic on an Arabic page (the listing sends them in French)', async () => {
    await renderPage(<OccasionDetailPage />, { route: '/occasion/:occasion_id', path: '/occasion/1', language: 'ar' });

    const details = await screen.findByRole('region', { name: 'التفاصيل' });
    expect(within(details).getByText('الأولى باكالوريا')).toBeInTheDocument();
    expect(within(details).getByText('اللغة الفرنسية')).toBeInTheDocument();
    expect(within(details).queryByText('Français')).not.toBeInTheDocument();
  });

  it('opens the seller contact popup with a call link and a WhatsApp link', async () => {
    const { user } = await renderDetail(1);
    await user.click(await screen.findByRole('button', { name: 'Contacter le vendeur' }));

    const dialog = screen.getByRole('dialog', { name: 'Contacter le vendeur' });
    expect(within(dialog).getByRole('link', { name: 'Appeler' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+2126|^tel:\+2127/),
    );
    const chat = within(dialog).getByRole('link', { name: 'Discuter sur WhatsApp' });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/212[67]\d{8}$/));
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('shows a listing that holds the same photo twice as two photos to pick from', async () => {
    const listing = getDb().shop.occasions.find((o) => o.id === 1);
    if (!listing?.images[0]) throw new Error('the seed has no photo for listing 1');
    listing.images = [listing.images[0], listing.images[0]];
    // Two thumbnails keyed alike make React warn that it may drop or repeat one of them.
    const reactWarning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderDetail(1);

    const photos = await screen.findByRole('group', { name: 'Photos du livre' });
    const thumbs = within(photos).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Afficher la photo 1',
      'Afficher la photo 2',
    ]);
    await user.click(thumbs[1]);
    expect(screen.getByRole('img', { name: 'La Boîte à merveilles, photo 2 sur 2' })).toBeInTheDocument();
    expect(within(photos).getByRole('button', { name: 'Afficher la photo 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactWarning).not.toHaveBeenCalled();
  });

  it('tells the seller their listing waiting for review is not public yet', async () => {
    await renderDetail(PENDING_ID, demoSessionUser());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il était une fois un vieux couple heureux' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Cette annonce n'est pas encore publique/)).toBeInTheDocument();
    expect(screen.getByText('En attente de validation')).toBeInTheDocument();
  });

  it('tells the seller why their listing was refused', async () => {
    await renderDetail(REFUSED_ID, demoSessionUser());

    expect(await screen.findByText('Cette annonce a été refusée')).toBeInTheDocument();
    expect(screen.getByText(/^Motif du refus : Les photos sont floues/)).toBeInTheDocument();
  });

  it('does not show a listing waiting for review to a visitor', async () => {
    await renderDetail(PENDING_ID);

    expect(await screen.findByRole('heading', { name: 'Livre introuvable' })).toBeInTheDocument();
  });

  it('says when the listing does not exist', async () => {
    await renderDetail(99999);
    expect(await screen.findByRole('heading', { name: 'Livre introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir les livres d'occasion" })).toHaveAttribute('href', '/occasion');
  });

  it('says when the listing cannot be loaded and retries', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderDetail(1);

    expect(await screen.findByRole('alert')).toHaveTextContent("Ce livre n'a pas pu être chargé.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'La Boîte à merveilles' })).toBeInTheDocument();
  });
});
