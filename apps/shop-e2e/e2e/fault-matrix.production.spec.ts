import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test, type SpecSpace } from '../../../tools/spec-backend/fixture.mts';
import { issueToken, type Order } from '../../../tools/spec-backend/state.mts';

/**
 * The fault matrix (issue 13): the production build against the spec-literal backend, with a fault
 * put in front of one call of each main screen of the shop. For each screen × fault, the screen's
 * French message and the cause (errors `cause.*`), never the server's own text; Retry works once
 * the fault is gone; what the user typed or chose stays. The same for the writes of those screens
 * (the button pressed again is the retry), except that a 2xx answer to a write is a success
 * whatever its body. A 401 mid-session (the server revokes the token) ends the session on every
 * signed-in screen: storage cleared, 'Votre session a expiré', sign-in, back to the same page.
 */

/** What the server puts in its error pages, which the user must never see. */
const SERVER_TEXT = 'Server Error (500)';
const CORS = { 'access-control-allow-origin': '*' };

interface Fault {
  name: string;
  /** The cause the app names after the screen's message. */
  cause: string;
  /** A 2xx answer: the server did it, so a write counts as done. */
  success: boolean;
  answer: (route: Route) => Promise<void>;
  /** Before the page opens, in every test the fault is part of (no answer: a clock the test can move). */
  before?: (page: Page) => Promise<void>;
  /** Once the page has opened, until the screen shows `text` in `alert` (no answer: the clock moved past the time-out). */
  outlast?: (page: Page, state: FaultState, alert: Locator, text: string) => Promise<void>;
}

const FAULTS: Fault[] = [
  {
    name: 'a server error',
    cause: 'Le serveur a rencontré une erreur.',
    success: false,
    // The page a Django backend serves for a 500 in production: HTML, not JSON.
    answer: (route) =>
      route.fulfill({ status: 500, body: `<h1>${SERVER_TEXT}</h1>`, contentType: 'text/html', headers: CORS }),
  },
  {
    name: 'an unreadable answer',
    cause: "La réponse du serveur n'a pas pu être lue.",
    success: true,
    answer: (route) =>
      route.fulfill({ status: 200, body: `<html><p>${SERVER_TEXT}`, contentType: 'text/html', headers: CORS }),
  },
  {
    name: 'a refused connection',
    cause: 'Le serveur ne répond pas pour le moment.',
    success: false,
    answer: (route) => route.abort('connectionrefused'),
  },
];

/** No answer: the app's own time-out (20 s) gives up; the page's clock is moved past it. */
const NO_ANSWER: Fault = {
  name: 'no answer within 20 s',
  cause: 'Le serveur a mis trop de temps à répondre.',
  success: false,
  answer: () => new Promise<void>(() => undefined),
  // A fake clock that runs at the real pace until the test moves it past the time-out.
  before: (page) => page.clock.install(),
  outlast: outlastTheTimeOut,
};

/** The app's request time-out (REQUEST_TIMEOUT_MS of api-clients), and a little more. */
const PAST_THE_TIME_OUT = 21_000;

/**
 * Moves the page's clock past the time-out of the calls left without an answer, once the others
 * have had theirs, until the screen says so (it may ask again once its code has loaded).
 */
async function outlastTheTimeOut(page: Page, state: FaultState, alert: Locator, text: string) {
  await expect(async () => {
    await expect.poll(() => state.faulted).toBeGreaterThan(0);
    await expect.poll(() => state.passing()).toBe(0);
    await page.clock.fastForward(PAST_THE_TIME_OUT);
    await expect(alert).toContainText(text, { timeout: 1_000 });
  }).toPass();
}

/** Picks one shop call: `/{product}/api/<name>` with its action (in the query of a GET, the body of a POST). */
type CallMatcher = (url: URL, body: Record<string, unknown> | null) => boolean;

const call =
  (name: string, action: string): CallMatcher =>
  (url, body) =>
    url.pathname.endsWith(`/api/${name}`) && (url.searchParams.get('action') ?? body?.['action']) === action;

/** The JSON body of a POST, or null (a GET, a multipart upload). */
function jsonBody(route: Route): Record<string, unknown> | null {
  try {
    return route.request().method() === 'POST' ? (route.request().postDataJSON() as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The switch of a fault in front of one call. */
interface FaultState {
  fault: Fault | null;
  /** How many requests got the fault. */
  faulted: number;
  /** How many requests that went through to the backend are still waiting for it. */
  passing: () => number;
}

/**
 * Puts a switchable fault in front of the spec backend on the call `matches` picks: while
 * `state.fault` is set that call gets the fault (`state.faulted` counts how often), everything else
 * (and the call itself once the fault is gone) goes through to the backend.
 */
async function faultInFront(page: Page, matches: CallMatcher) {
  const passing = new Set<Request>();
  const state: FaultState = { fault: null, faulted: 0, passing: () => passing.size };
  page.on('requestfinished', (request) => passing.delete(request));
  page.on('requestfailed', (request) => passing.delete(request));
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const { fault } = state;
    if (!fault || request.method() === 'OPTIONS' || !matches(new URL(request.url()), jsonBody(route))) {
      passing.add(request);
      return route.fallback();
    }
    state.faulted += 1;
    return fault.answer(route);
  });
  return state;
}

/** Signs the seeded customer in on the login screen (where the app sent them back after a 401). */
async function signIn(page: Page) {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/connexion$/);
}

/**
 * Starts the test signed in as the seeded customer, faster than the login screen (whose journey is
 * tested on its own): a token the space issued, in the session the app stores after that login
 * (`session_user`, and `InfoProfile`: the account's username and flags), exactly as it stores it.
 */
async function signedIn(page: Page, spec: SpecSpace) {
  const user = spec.state.users.find((u) => u.username === 'client');
  if (!user) throw new Error('The spec backend seeds the customer "client"');
  const profile = {
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    birthday: null,
    gender: null,
    address: null,
    email: user.email,
    image: user.image_url,
    phone_number: user.phone_number,
    is_school_admin: false,
    country: 'Maroc',
    city: user.city,
    password_is_forgotten: false,
    scope: null,
  };
  const session = {
    token: issueToken(spec.state, user),
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    image: user.image_url,
    account_type: user.account_type,
    profile,
    has_children: false,
    current_level: null,
    name: `${user.first_name} ${user.last_name}`,
  };
  // A blank page of the app's origin, to reach its storage before the app starts.
  await page.route('**/e2e-blank', (route) => route.fulfill({ body: '<!doctype html>', contentType: 'text/html' }));
  await page.goto('/e2e-blank');
  await page.evaluate(
    ([stored, info]) => {
      localStorage.setItem('session_user', stored);
      localStorage.setItem('InfoProfile', info);
    },
    [
      JSON.stringify(session),
      JSON.stringify({ username: user.username, is_school_admin: false, scope: null, password_is_forgotten: false }),
    ],
  );
}

/** An order of the seeded customer: in the cart (status null) unless a status is given. */
function order(id: number, status: Order['status'] = null): Order {
  return {
    id,
    user_id: 1,
    level_id: 2,
    devis_id: null,
    library_id: 2,
    lines: [{ id: id + 1, article_id: 1, brand: 'Oxford', price: 12.5, quantity: 4 }],
    status,
    rate: null,
    created_date: '2026-09-10T10:00:00Z',
    address_id: status === null ? null : 1,
  };
}

/** A cart order (the seed's cart is empty), for the cart and checkout. */
const cartOrder = (spec: SpecSpace) => spec.state.orders.push(order(150));

const CAHIER = 'Cahier 96 pages grands carreaux';
const quantityOfCahier = (page: Page) => page.getByRole('spinbutton', { name: `Quantité de ${CAHIER}` }).first();
const moreCahier = (page: Page) =>
  page
    .getByRole('button', { name: new RegExp(`^Augmenter la quantité de ${CAHIER}`) })
    .first()
    .click();
const CONFIRM_PATH = '/shop-cart-confirm/1?orders=150&payment=1';
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmer la commande' });

/** A main screen and the call that brings its content. */
interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  setup?: (spec: SpecSpace) => void;
  /** The call the fault hits. */
  call: CallMatcher;
  /** The screen's French message when that call fails. */
  message: string;
  /** The content the call brings, once it worked. */
  loaded: (page: Page) => Promise<void>;
  /** What the user types or chooses while the failure shows, and sees kept after Retry. */
  input?: { enter: (page: Page) => Promise<void>; kept: (page: Page) => Promise<void> };
}

const SCREENS: Screen[] = [
  {
    name: 'the schools screen',
    path: '/?q=atlas',
    signedIn: false,
    call: call('schools_list_api', 'get_schools'),
    message: "Les écoles n'ont pas pu être chargées.",
    loaded: (page) =>
      expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article')).toContainText('École Atlas'),
    input: {
      // The search typed before (kept in the URL) is the search asked again.
      enter: async () => undefined,
      kept: (page) => expect(page.getByRole('searchbox', { name: 'Rechercher une école' })).toHaveValue('atlas'),
    },
  },
  {
    name: 'the school page',
    path: '/school/1',
    signedIn: true,
    call: call('schools_api', 'get_school_info'),
    message: "Impossible d'afficher cette école pour le moment.",
    loaded: (page) => expect(page.getByRole('heading', { level: 1, name: 'École Atlas' })).toBeVisible(),
  },
  {
    name: 'the packs of the levels page',
    path: '/school/1/levels?levels=2',
    signedIn: false,
    call: call('packs_api_list', 'get_packs_client'),
    message: 'Impossible de charger les packs.',
    loaded: (page) => expect(page.getByRole('button', { name: 'Voir le détail de Pack Essentiel CE1' })).toBeVisible(),
    input: { enter: moreCahier, kept: (page) => expect(quantityOfCahier(page)).toHaveValue('5') },
  },
  {
    name: 'the supply lists of the levels page',
    path: '/school/1/levels?levels=2',
    signedIn: false,
    call: call('fournitures_articles_api_client', 'get_articles'),
    message: 'Impossible de charger les listes de fournitures.',
    loaded: (page) => expect(quantityOfCahier(page)).toHaveValue('4'),
  },
  {
    name: 'the cart',
    path: '/shop-cart',
    signedIn: true,
    setup: cartOrder,
    call: call('orders_api', 'get_orders_cart'),
    message: "Le panier n'a pas pu être chargé.",
    loaded: (page) =>
      expect(page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article')).toHaveCount(1),
  },
  {
    name: 'the addresses of checkout',
    path: '/address-payments?orders=150',
    signedIn: true,
    setup: cartOrder,
    call: call('payments_address_api', 'get_list_address'),
    message: "Vos adresses ou votre panier n'ont pas pu être chargés.",
    loaded: (page) => expect(page.getByRole('radio', { name: /Maison/ })).toBeVisible(),
    input: {
      // The tiles' radios are visually hidden: the user presses the tile (its label).
      enter: (page) =>
        page
          .getByRole('radio', { name: /^Virement/ })
          .locator('xpath=ancestor::label[1]')
          .click(),
      kept: (page) => expect(page.getByRole('radio', { name: /^Virement/ })).toBeChecked(),
    },
  },
  {
    name: 'the confirmation of checkout',
    path: CONFIRM_PATH,
    signedIn: true,
    setup: cartOrder,
    call: call('payments_address_api', 'get_address'),
    message: "La commande n'a pas pu être chargée.",
    loaded: async (page) => {
      await expect(page.getByText('5 rue Ibn Khaldoun')).toBeVisible();
      await expect(confirmButton(page)).toBeEnabled();
    },
  },
  {
    name: 'the quotes list',
    path: '/quotes',
    signedIn: true,
    call: call('demandes_api', 'get_my_demandes'),
    message: 'Impossible de charger vos demandes.',
    loaded: (page) => expect(page.getByRole('list', { name: 'Reçus' }).getByRole('article')).toHaveCount(1),
  },
  {
    name: 'a quote',
    path: '/responses/301',
    signedIn: true,
    call: call('demandes_devis_articles_api', 'get_articles'),
    message: 'Impossible de charger ce devis.',
    loaded: (page) => expect(quantityOfCahier(page)).toHaveValue('4'),
  },
  {
    name: 'the orders',
    path: '/orders',
    signedIn: true,
    call: call('orders_api', 'get_my_orders'),
    message: "Vos commandes n'ont pas pu être chargées.",
    loaded: (page) => expect(page.getByRole('heading', { name: 'Commande n° 101' })).toBeVisible(),
  },
];

/**
 * Every fault, one after the other, on one page load of each screen: the first on opening it, each
 * next one on Retry (so the message follows the cause of the latest failure), then Retry once the
 * fault is gone. The waiting one comes last (the page's clock, installed before it opens, is moved
 * past the time-out; until then it runs at the real pace).
 */
const SCREEN_FAULTS = [...FAULTS, NO_ANSWER];
const [FIRST_SCREEN_FAULT, ...NEXT_SCREEN_FAULTS] = SCREEN_FAULTS;

/** Gets the screen ready to open: its data, every fault's set-up, the switchable fault, the account it needs. */
async function prepareScreen(page: Page, spec: SpecSpace, screen: Screen) {
  screen.setup?.(spec);
  for (const fault of SCREEN_FAULTS) await fault.before?.(page);
  const state = await faultInFront(page, screen.call);
  if (screen.signedIn) await signedIn(page, spec);
  return state;
}

for (const screen of SCREENS) {
  test(`${screen.name} says each fault in French (${SCREEN_FAULTS.map((f) => f.name).join(', ')}), and Retry works once it is gone`, async ({
    page,
    spec,
  }) => {
    const state = await prepareScreen(page, spec, screen);
    const alert = page.getByRole('alert').filter({ hasText: screen.message });
    const retry = alert.getByRole('button', { name: 'Réessayer' });
    /** The screen says the message and the cause of `fault` (once it has outlasted the wait, if it waits). */
    const expectSaid = async (fault: Fault) => {
      const says = `${screen.message} ${fault.cause}`;
      await fault.outlast?.(page, state, alert, says);
      await expect(alert).toContainText(says);
      await expect(page.locator('body')).not.toContainText(SERVER_TEXT);
    };

    await test.step(FIRST_SCREEN_FAULT.name, async () => {
      state.fault = FIRST_SCREEN_FAULT;
      await page.goto(screen.path);
      await expectSaid(FIRST_SCREEN_FAULT);
      await screen.input?.enter(page);
    });
    for (const fault of NEXT_SCREEN_FAULTS) {
      await test.step(fault.name, async () => {
        state.fault = fault;
        await retry.click();
        await expectSaid(fault);
      });
    }

    state.fault = null;
    await retry.click();
    await screen.loaded(page);
    await expect(page.getByText(screen.message)).toHaveCount(0);
    await screen.input?.kept(page);
  });
}

/** A write of a main screen: the button that sends it is also the way to try again. */
interface Write {
  name: string;
  path: string;
  setup?: (spec: SpecSpace) => void;
  call: CallMatcher;
  /** The screen's French message when the write fails. */
  message: string;
  /** What the user types or chooses before sending. */
  prepare?: (page: Page) => Promise<void>;
  send: (page: Page) => Promise<void>;
  /** What must still be on screen after a failure: the input, the summary, the button. */
  kept: (page: Page) => Promise<void>;
  /** What the user sees once it is done. */
  done: (page: Page) => Promise<void>;
  /** What the user sees once a 2xx whose body could not be read is taken as done. @default done */
  doneAfter2xx?: (page: Page) => Promise<void>;
}

const packDialog = (page: Page) => page.getByRole('dialog', { name: 'Pack Essentiel CE1' });
const removeDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Retirer cette commande du panier ?' });
const cancelDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Annuler cette commande ?' });
const addressName = (page: Page) => page.getByRole('textbox', { name: 'Nom', exact: true });
const stars = (page: Page) => page.getByRole('group', { name: 'Noter la commande n° 101' });

const WRITES: Write[] = [
  {
    name: 'Confirm on the confirmation of checkout',
    path: CONFIRM_PATH,
    setup: cartOrder,
    call: call('orders_api', 'change_status'),
    message: "La commande n'a pas pu être confirmée.",
    send: (page) => confirmButton(page).click(),
    kept: async (page) => {
      await expect(page.getByText('5 rue Ibn Khaldoun')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Commandes' }).getByRole('article')).toHaveCount(1);
      await expect(page.getByLabel('Récapitulatif', { exact: true })).toContainText('Virement');
      await expect(confirmButton(page)).toBeEnabled();
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/order-placed\?orders=150&payment=1&address=1$/);
      await expect(page.getByText('Commande confirmée')).toBeVisible();
    },
  },
  {
    name: 'Save a new address on checkout',
    path: '/address-payments?orders=150',
    setup: cartOrder,
    call: call('payments_address_api', 'create'),
    message: "L'adresse n'a pas pu être enregistrée.",
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
      await addressName(page).fill('Chez Mamie');
      await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3, Rue Talaa');
      await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Fès');
    },
    send: (page) => page.getByRole('button', { name: "Enregistrer l'adresse" }).click(),
    kept: (page) => expect(addressName(page)).toHaveValue('Chez Mamie'),
    done: (page) => expect(page.getByRole('radio', { name: /Chez Mamie/ })).toBeChecked(),
    // The answer does not say which address it made: saved, for the user to choose in the list.
    doneAfter2xx: (page) => expect(page.getByText('Adresse enregistrée. Choisissez-la dans la liste.')).toBeVisible(),
  },
  {
    name: 'Remove an order from the cart',
    path: '/shop-cart',
    setup: cartOrder,
    call: call('orders_api', 'remove_order'),
    message: "La commande n'a pas pu être retirée.",
    prepare: (page) => page.getByRole('button', { name: 'Retirer la commande de Librairie Al Maarifa' }).click(),
    send: (page) => removeDialog(page).getByRole('button', { name: 'Retirer', exact: true }).click(),
    kept: (page) => expect(removeDialog(page).getByRole('button', { name: 'Retirer', exact: true })).toBeEnabled(),
    done: async (page) => {
      await expect(page.getByText('Commande retirée du panier')).toBeVisible();
      await expect(removeDialog(page)).toHaveCount(0);
    },
  },
  {
    name: 'Cancel an order',
    path: '/orders',
    setup: (spec) => spec.state.orders.push(order(160, 0)),
    call: call('orders_api', 'change_status'),
    message: "La commande n'a pas pu être annulée.",
    prepare: (page) => page.getByRole('button', { name: 'Annuler la commande n° 160' }).click(),
    send: (page) => cancelDialog(page).getByRole('button', { name: 'Annuler la commande' }).click(),
    kept: (page) => expect(cancelDialog(page).getByRole('button', { name: 'Annuler la commande' })).toBeEnabled(),
    done: (page) => expect(page.getByText('Commande n° 160 annulée')).toBeVisible(),
  },
  {
    name: 'Rate a delivered order',
    path: '/orders',
    call: call('orders_api', 'change_rate'),
    message: "Votre note n'a pas pu être enregistrée.",
    // The stars are visually hidden radios: chosen from the keyboard, as a user of a screen reader does.
    send: async (page) => {
      await stars(page).getByRole('radio', { name: '4 étoiles' }).focus();
      await page.keyboard.press('Space');
    },
    kept: (page) => expect(stars(page).getByRole('radio', { name: '4 étoiles' })).not.toBeChecked(),
    done: (page) => expect(page.getByText('Merci pour votre note !')).toBeVisible(),
  },
  {
    name: 'Submit on the levels page',
    path: '/school/1/levels?levels=2',
    call: call('demandes_api', 'create_demande'),
    message: "Votre demande n'a pas pu être envoyée.",
    prepare: moreCahier,
    send: (page) => page.getByRole('button', { name: 'Envoyer la demande' }).click(),
    kept: (page) => expect(quantityOfCahier(page)).toHaveValue('5'),
    done: (page) => expect(page.getByRole('dialog', { name: 'Demande envoyée' })).toBeVisible(),
  },
  {
    name: 'Add to cart in a pack',
    path: '/school/1/levels?levels=2&pack=1',
    call: call('orders_api', 'create'),
    message: "Le pack n'a pas pu être ajouté au panier.",
    send: (page) => packDialog(page).getByRole('button', { name: 'Ajouter au panier' }).click(),
    kept: (page) => expect(packDialog(page).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled(),
    done: (page) => expect(page).toHaveURL(/\/shop-cart$/),
  },
  {
    name: 'See cart on a quote',
    path: '/responses/301',
    call: call('orders_api', 'create'),
    message: "Les articles n'ont pas pu être ajoutés au panier.",
    prepare: moreCahier,
    send: (page) => page.getByRole('button', { name: 'Voir le panier' }).click(),
    kept: (page) => expect(quantityOfCahier(page)).toHaveValue('5'),
    done: (page) => expect(page).toHaveURL(/\/shop-cart$/),
  },
];

/** Opens the write's screen, signed in, with a switchable fault in front of its call. */
async function openForWrite(page: Page, spec: SpecSpace, write: Write) {
  write.setup?.(spec);
  const state = await faultInFront(page, write.call);
  await signedIn(page, spec);
  await page.goto(write.path);
  await write.prepare?.(page);
  return state;
}

/** The faults a write must report and let the user send again, the waiting one last (as for the screens). */
const WRITE_FAULTS = [...FAULTS.filter((f) => !f.success), NO_ANSWER];

for (const write of WRITES) {
  test(`${write.name} says each fault in French (${WRITE_FAULTS.map((f) => f.name).join(', ')}), keeps what was there, and works when pressed again`, async ({
    page,
    spec,
  }) => {
    for (const fault of WRITE_FAULTS) await fault.before?.(page);
    const state = await openForWrite(page, spec, write);

    for (const fault of WRITE_FAULTS) {
      await test.step(fault.name, async () => {
        state.fault = fault;
        await write.send(page);
        // Where the screen says it in a toast, the toasts of the previous faults may still be there.
        const alert = page.getByRole('alert').filter({ hasText: write.message }).filter({ hasText: fault.cause });
        await fault.outlast?.(page, state, alert, fault.cause);
        await expect(alert).toBeVisible();
        await expect(page.locator('body')).not.toContainText(SERVER_TEXT);
        await write.kept(page);
      });
    }

    state.fault = null;
    await write.send(page);
    await write.done(page);
  });
  for (const fault of FAULTS.filter((f) => f.success)) {
    test(`${write.name} answered with ${fault.name} (a 2xx) is done, never a retry that would send it twice`, async ({
      page,
      spec,
    }) => {
      const state = await openForWrite(page, spec, write);

      state.fault = fault;
      await write.send(page);
      await (write.doneAfter2xx ?? write.done)(page);
      await expect(page.getByText(write.message)).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(SERVER_TEXT);
      expect(state.faulted).toBe(1);
    });
  }
}

/** Whether the backend got the call `matches` picks, with a token, among `requests`. */
const sentWithToken = (requests: SpecSpace['seen'], matches: CallMatcher) =>
  requests.some(
    (r) =>
      r.authorization !== null && matches(new URL(`${r.path}?${new URLSearchParams(r.query)}`, 'http://spec'), null),
  );

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('session_user'), localStorage.getItem('InfoProfile')]);

/** The session has ended: said in French, storage cleared, on the login screen. */
async function expectSessionEnded(page: Page) {
  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await storedSession(page)).toEqual([null, null]);
}

/**
 * The token dies on the server the moment the screen's call is sent (once): that call gets the
 * backend's 401, whatever the app asked before it (the start-up's own calls).
 */
const tokenDiesOnThisCall = (spec: SpecSpace, state: { fault: Fault | null }): Fault => ({
  name: 'a 401',
  cause: '',
  success: false,
  answer: (route) => {
    state.fault = null;
    spec.revokeTokens();
    return route.fallback();
  },
});

for (const screen of SCREENS.filter((s) => s.signedIn)) {
  test(`a 401 mid-session on ${screen.name} ends the session, and signing in again returns to it`, async ({
    page,
    spec,
  }) => {
    screen.setup?.(spec);
    const state = await faultInFront(page, screen.call);
    await signedIn(page, spec);
    await page.goto(screen.path);
    await screen.loaded(page);

    state.fault = tokenDiesOnThisCall(spec, state);
    const seen = spec.seen.length;
    await page.reload();

    await expectSessionEnded(page);
    expect(sentWithToken(spec.seen.slice(seen), screen.call)).toBe(true);
    await signIn(page);
    await expect(page).toHaveURL(screen.path);
    await screen.loaded(page);
  });
}

test('a 401 on Confirm ends the session, and signing in again returns to the confirmation', async ({ page, spec }) => {
  cartOrder(spec);
  await signedIn(page, spec);
  await page.goto(CONFIRM_PATH);
  await expect(confirmButton(page)).toBeEnabled();

  spec.revokeTokens();
  await confirmButton(page).click();

  await expectSessionEnded(page);
  await signIn(page);
  await expect(page).toHaveURL(CONFIRM_PATH);
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/order-placed\?orders=150/);
  await expect(page.getByText('Commande confirmée')).toBeVisible();
});

test('the schools screen gives up after 20 s without an answer, says so, and Retry asks again', async ({
  page,
  spec,
}) => {
  test.setTimeout(60_000);
  const state = await faultInFront(page, call('schools_list_api', 'get_schools'));
  state.fault = {
    name: 'no answer',
    cause: 'Le serveur a mis trop de temps à répondre.',
    success: false,
    // Never answered: the app's own time-out (20 s) gives up.
    answer: () => new Promise<void>(() => undefined),
  };
  await page.goto('/');

  await expect(page.getByRole('alert')).toContainText(
    "Les écoles n'ont pas pu être chargées. Le serveur a mis trop de temps à répondre.",
    { timeout: 30_000 },
  );
  state.fault = null;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article').first()).toBeVisible();
  expect(spec.seen.filter((r) => r.query['action'] === 'get_schools')).toHaveLength(1);
});
