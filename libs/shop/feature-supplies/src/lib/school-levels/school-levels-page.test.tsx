import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { demoSessionUser, openedOn, renderPage, type RenderPageOptions } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { SchoolLevelsPage } from './school-levels-page';

const ROUTE = '/school/:school_id/levels';
const OTHER_ROUTES = ['/connexion', '/shop-cart', '/', '/school/:school_id'];

/** The page, with failures described by their cause in brackets (the app's providers say it in words). */
function renderLevels(url: string, loggedIn = true, beforeRender?: RenderPageOptions['beforeRender']) {
  const page = (
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <SchoolLevelsPage />
    </ErrorDescriptionProvider>
  );
  return renderPage(page, {
    route: ROUTE,
    path: url,
    user: loggedIn ? demoSessionUser() : null,
    otherRoutes: OTHER_ROUTES,
    beforeRender,
  });
}

const location = () => screen.getByRole('status', { name: 'current path' });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

/** The supply lines the fake backend has for school 1, level 7 (1ère année collège). */
function linesOfLevel7() {
  return getDb().shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 7);
}

/** Empties the demo customer's cart (it holds this pack and this quote), so an add creates an order at once. */
function emptyCart() {
  const orders = getDb().shop.orders;
  for (let i = orders.length - 1; i >= 0; i--)
    if (orders[i].user_id === 1 && orders[i].status === -1) orders.splice(i, 1);
}

describe('SchoolLevelsPage', () => {
  // The steppers' quantities are kept per tab (sessionStorage): each test starts without them.
  beforeEach(() => sessionStorage.clear());

  it('shows its school, supplies and packs asked for before its first render (the app opening on it), each asked once', async () => {
    // Arrange: the page's prefetch, as the app opening on this address runs it: three calls.
    const firstCalls = ['get_articles', 'get_packs_client', 'get_school_info'];
    const opened = openedOn(server, SchoolLevelsPage, {
      path: '/school/1/levels?levels=7',
      params: { school_id: '1' },
      counted: (url) => firstCalls.includes(url.searchParams.get('action') ?? ''),
      expected: 3,
    });

    // Act
    await renderLevels('/school/1/levels?levels=7', true, opened.beforeRender);

    // Assert: the page drawn from those answers, without a fourth call.
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(linesOfLevel7().length));
    expect(await screen.findByRole('heading', { name: 'Pack Essentiel 1ère année collège' })).toBeInTheDocument();
    expect(opened.calls.map((url) => url.searchParams.get('action')).sort()).toEqual([...firstCalls].sort());
    opened.stop();
  });

  it('shows only the first pack until View all packs, then every pack', async () => {
    const user = userEvent.setup();
    await renderLevels('/school/1/levels?levels=7');

    expect(await screen.findByRole('heading', { name: 'Pack Essentiel 1ère année collège' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pack Premium 1ère année collège' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir tous les packs' }));

    expect(screen.getByRole('heading', { name: 'Pack Premium 1ère année collège' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher moins de packs' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("lists the level's supply articles with steppers that never go below 0", async () => {
    const user = userEvent.setup();
    await renderLevels('/school/1/levels?levels=7');
    const first = linesOfLevel7()[0];
    const name = getDb().shop.articles.find((a) => a.id === first.article_id)?.name ?? '';

    const level = await screen.findByRole('region', { name: /1ère année collège/ });
    const firstRow = within(level).getAllByRole('listitem')[0];
    expect(firstRow).toHaveTextContent(name);
    const quantity = within(firstRow).getByRole('spinbutton', { name: new RegExp(`^Quantité de ${name}`) });
    expect(quantity).toHaveValue(String(first.quantity));
    const decrease = within(firstRow).getByRole('button', { name: /^Diminuer/ });
    for (let i = 0; i < first.quantity; i++) await user.click(decrease);

    expect(quantity).toHaveValue('0');
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(quantity).toHaveValue('0');
  });

  it("sends a signed-in user's request with the chosen quantities and shows the success popup", async () => {
    const user = userEvent.setup();
    const before = getDb().shop.demandes.length;
    await renderLevels('/school/1/levels?levels=7');

    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));

    const popup = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(within(popup).getByRole('button', { name: "Retour à l'accueil" })).toBeInTheDocument();
    const demandes = getDb().shop.demandes;
    expect(demandes).toHaveLength(before + 1);
    expect(demandes[demandes.length - 1].schools_levels).toEqual([[1, 7]]);
    expect(demandes[demandes.length - 1].articles).toHaveLength(linesOfLevel7().length);
    expect(localStorage.getItem(STORAGE_KEYS.demandeData)).toBeNull();
  });

  it("stores a visitor's request and the way back, then sends them to the login", async () => {
    const user = userEvent.setup();
    await renderLevels('/school/1/levels?levels=7', false);

    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }));

    expect(location()).toHaveTextContent('/connexion');
    const draft = stored(STORAGE_KEYS.demandeData);
    expect(draft.schools_levels).toEqual([[1, 7]]);
    expect(draft.schools_levels_dict).toEqual({ '1': [7] });
    expect(draft.fournitures_articles).toHaveLength(linesOfLevel7().length);
    expect(stored(STORAGE_KEYS.nextUrl)).toEqual({ url: '/school/1/levels?levels=7&resubmit=1', requiresAuth: false });
  });

  it('sends the stored request by itself when the user comes back signed in, once', async () => {
    const [line] = linesOfLevel7();
    localStorage.setItem(
      STORAGE_KEYS.demandeData,
      JSON.stringify({
        fournitures_articles: [{ id: line.id, quantity: 4 }],
        schools_levels: [[1, 7]],
        schools_levels_dict: { '1': [7] },
      }),
    );
    const before = getDb().shop.demandes.length;
    await renderLevels('/school/1/levels?levels=7&resubmit=1');

    expect(await screen.findByRole('dialog', { name: 'Demande envoyée' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/school\/1\/levels\?levels=7$/));
    const demandes = getDb().shop.demandes;
    expect(demandes).toHaveLength(before + 1);
    expect(demandes[demandes.length - 1].articles).toEqual([
      expect.objectContaining({ supply_line_id: line.id, quantity: 4 }),
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.demandeData)).toBeNull();
  });

  it('keeps the choices and says so, with the cause, when the request cannot be sent', async () => {
    const user = userEvent.setup();
    server.use(http.post(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    await renderLevels('/school/1/levels?levels=7');
    const [first] = await screen.findAllByRole('spinbutton');
    await user.click(screen.getAllByRole('button', { name: /^Augmenter/ })[0]);
    const chosen = (first as HTMLInputElement).value;

    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre demande n'a pas pu être envoyée. [server] Vos choix sont conservés : réessayez.",
    );
    expect(screen.queryByText(/down/)).not.toBeInTheDocument();
    expect(first).toHaveValue(chosen);
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });

  it('keeps the list for the request with Add Another List and goes home; the next school shows it', async () => {
    const user = userEvent.setup();
    const view = await renderLevels('/school/1/levels?levels=7', false);

    await user.click(await screen.findByRole('button', { name: 'Ajouter une autre liste' }));

    expect(location()).toHaveTextContent(/^\/$/);
    expect(stored(STORAGE_KEYS.demandeData).schools_levels).toEqual([[1, 7]]);
    view.unmount();
    await renderLevels('/school/2/levels?levels=9', false);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Votre demande contient aussi');
    await waitFor(() =>
      expect(within(note).getByRole('listitem')).toHaveTextContent(
        'Groupe Scolaire Al Khawarizmi — 1ère année collège',
      ),
    );
  });

  it('shows the pack per brand and puts it in the cart', async () => {
    const user = userEvent.setup();
    emptyCart();
    const cartBefore = getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1).length;
    await renderLevels('/school/1/levels?levels=7');

    await user.click(
      await screen.findByRole('button', { name: 'Voir le détail de Pack Essentiel 1ère année collège' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pack Essentiel 1ère année collège' });
    expect(await within(dialog).findByText('Total du pack')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(location()).toHaveTextContent('pack=');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));

    await waitFor(() => expect(location()).toHaveTextContent('/shop-cart'));
    expect(getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1)).toHaveLength(cartBefore + 1);
  });

  it('asks before adding the pack the cart already holds, and makes one order of both', async () => {
    const user = userEvent.setup();
    const cart = () => getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1);
    const cartBefore = cart().length;
    await renderLevels('/school/1/levels?levels=7');
    await user.click(
      await screen.findByRole('button', { name: 'Voir le détail de Pack Essentiel 1ère année collège' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pack Essentiel 1ère année collège' });
    await within(dialog).findByText('Total du pack');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    const question = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    expect(cart()).toHaveLength(cartBefore);
    await user.click(within(question).getByRole('button', { name: 'En ajouter un de plus' }));

    await waitFor(() => expect(location()).toHaveTextContent('/shop-cart'));
    expect(cart()).toHaveLength(cartBefore);
  });

  it('says why a pack could not be put in the cart, and keeps the pack open for another try', async () => {
    const user = userEvent.setup();
    emptyCart();
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.error()));
    await renderLevels('/school/1/levels?levels=7');
    await user.click(
      await screen.findByRole('button', { name: 'Voir le détail de Pack Essentiel 1ère année collège' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pack Essentiel 1ère année collège' });
    await within(dialog).findByText('Total du pack');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Le pack n'a pas pu être ajouté au panier. [unreachable] Veuillez réessayer.",
    );
    expect(within(dialog).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    expect(location()).toHaveTextContent('pack=');
  });

  it('lays out its sections while the school loads, the same for every school and choice of levels', async () => {
    server.use(http.get(shopPath('schools_api'), () => new Promise<never>(() => undefined)));
    // The page's markup, its generated ids left out (each render numbers them afresh).
    const markup = (container: HTMLElement) =>
      container.querySelector('[data-ui="page-root"]')?.outerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1');
    const first = await renderLevels('/school/1/levels?levels=7');

    expect(screen.getByText('Chargement des listes…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Packs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listes de fournitures' })).toBeInTheDocument();
    expect(
      screen.getByText('Ajustez les quantités, puis envoyez votre demande de devis aux librairies.'),
    ).toBeInTheDocument();
    // The build draws this first screen once for every `/school/{id}/levels` address (school-id-levels.html).
    const drawn = markup(first.container);
    expect(drawn).toContain('Listes de fournitures');
    first.unmount();
    const other = await renderLevels('/school/9/levels?levels=2,5');
    expect(markup(other.container)).toBe(drawn);
  });

  it('asks to choose levels when the URL has none', async () => {
    await renderLevels('/school/1/levels');

    expect(await screen.findByRole('heading', { name: 'Aucun niveau choisi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir les niveaux' })).toHaveAttribute('href', '/school/1');
  });
});
