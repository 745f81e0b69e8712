import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryDemandePage } from './library-demande-page';

const renderDemande = (id: number | string) =>
  renderPage(<LibraryDemandePage />, {
    path: `/library/demandes/${id}`,
    route: '/library/demandes/:demande_id',
    user: demoSessionUser('librairie'),
  });

/** The quote form of the request's only level. */
const quoteForm = async () => screen.findByRole('form', { name: /^Devis pour / });

describe('LibraryDemandePage', () => {
  it('shows the request and its articles, prefilled, with the line totals and the total', async () => {
    await renderDemande(3);

    expect(await screen.findByRole('heading', { level: 1, name: 'Demande n° 3' })).toBeInTheDocument();
    const form = await quoteForm();
    const articles = within(form).getAllByRole('group');
    expect(articles.length).toBeGreaterThan(3);
    // A brand from the catalogue is offered as suggestions (a combobox) and prefilled.
    expect(within(articles[0]).getByRole('combobox', { name: 'Marque' })).not.toHaveValue('');
    expect(within(articles[0]).getByRole('spinbutton', { name: 'Quantité' })).not.toHaveValue(null);
    expect(within(form).getByRole('status')).toHaveTextContent(/Total du devis :.*\d/);
  });

  it('sends the quote: the level then shows as answered', async () => {
    const { user } = await renderDemande(3);
    const form = await quoteForm();
    const price = within(within(form).getAllByRole('group')[0]).getByRole('textbox', { name: 'Prix unitaire (Dhs)' });

    await user.clear(price);
    await user.type(price, '12,50');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le devis' }));

    expect(await screen.findByText('Votre devis pour ce niveau a été envoyé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les devis envoyés' })).toHaveAttribute('href', '/library/devis');
    expect(screen.getByText('Devis envoyé')).toBeInTheDocument();
  });

  it('asks for a price above 0 before sending (§5)', async () => {
    const { user } = await renderDemande(3);
    const form = await quoteForm();
    const price = within(within(form).getAllByRole('group')[0]).getByRole('textbox', { name: 'Prix unitaire (Dhs)' });
    let posted = false;
    server.use(
      http.post(shopPath('devis_articles_api'), () => {
        posted = true;
        return HttpResponse.json({});
      }),
    );

    await user.clear(price);
    await user.click(within(form).getByRole('button', { name: 'Envoyer le devis' }));
    expect(await within(form).findByText('Prix requis')).toBeInTheDocument();
    await user.type(price, '0');
    await user.tab();

    expect(await within(form).findByText('Le prix unitaire doit être supérieur à 0')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('shows a refusal of the backend above the button', async () => {
    server.use(
      http.post(shopPath('devis_articles_api'), () =>
        HttpResponse.json({ error: 'quote_already_sent' }, { status: 400 }),
      ),
    );
    const { user } = await renderDemande(3);
    const form = await quoteForm();

    await user.click(within(form).getByRole('button', { name: 'Envoyer le devis' }));

    expect(await within(form).findByText('Vous avez déjà envoyé un devis pour ce niveau.')).toBeInTheDocument();
  });

  it('says a request that does not exist is not there', async () => {
    await renderDemande(999);

    expect(await screen.findByText("Cette demande n'existe pas ou n'est plus disponible.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Retour aux demandes' })).toHaveAttribute('href', '/library/demandes'),
    );
  });
});
