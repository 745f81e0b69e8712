import { initI18n, loadNamespaces } from './init-i18n';
import { namespacesOf, type TranslationTables } from './resources';
import { allTables } from './tables/all';
import { learningTables } from './tables/learning';
import { shopTables } from './tables/shop';

const NAMESPACES = namespacesOf(allTables);

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('lang');
  html.removeAttribute('dir');
});

describe('initI18n: the starting language', () => {
  it('starts in French when nothing is stored, and stores fr (§3)', async () => {
    const i18n = await initI18n();

    expect(i18n.language).toBe('fr');
    expect(i18n.t('loading')).toBe('En cours de chargement');
    expect(localStorage.getItem('current_language')).toBe('"fr"');
    expect(html).toHaveAttribute('lang', 'fr');
    expect(html).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the stored language; Arabic lays the page out right to left', async () => {
    localStorage.setItem('current_language', JSON.stringify('ar'));

    const i18n = await initI18n();

    expect(i18n.language).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('reads a bare stored value (not JSON) too', async () => {
    localStorage.setItem('current_language', 'en');

    const i18n = await initI18n();

    expect(i18n.language).toBe('en');
  });

  it.each(['{"broken', '"de"', '42', 'null'])(
    'treats the stored value %s as absent: French, stored again',
    async (raw) => {
      localStorage.setItem('current_language', raw);

      const i18n = await initI18n();

      expect(i18n.language).toBe('fr');
      expect(localStorage.getItem('current_language')).toBe('"fr"');
    },
  );

  it('starts in French when storage throws (Safari private mode)', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);

    const i18n = await initI18n();

    expect(i18n.language).toBe('fr');
    expect(i18n.t('loading')).toBe('En cours de chargement');
  });

  it('does not store a language given explicitly', async () => {
    const i18n = await initI18n({ language: 'en' });

    expect(i18n.t('loading')).toBe('Loading');
    expect(localStorage.getItem('current_language')).toBeNull();
  });
});

describe('initI18n: loading', () => {
  it('loads only the tables of the current language at start', async () => {
    const i18n = await initI18n({ language: 'en' });

    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
  });

  it('loads every namespace before resolving in test mode, without touching storage', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });

    expect(NAMESPACES.filter((ns) => !i18n.hasResourceBundle('ar', ns))).toEqual([]);
    expect(localStorage.getItem('current_language')).toBeNull();
  });

  it('loads the new language before switching to it, and follows it in <html lang dir>', async () => {
    const i18n = await initI18n({ language: 'fr' });

    await i18n.changeLanguage('ar');

    expect(i18n.t('errors:noResult')).toBe('لم يتم العثور على أي نتيجة');
    expect(html).toHaveAttribute('dir', 'rtl');
    await i18n.changeLanguage('en');
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
  });
});

describe('loadNamespaces', () => {
  it("fetches a page's tables at once, while the instance is still loading its own, and loads them into it", async () => {
    localStorage.setItem('current_language', '"ar"');
    let commonArrives: () => void = () => undefined;
    const common = new Promise<{ default: Record<string, string> }>((resolve) => {
      commonArrives = () => resolve({ default: {} });
    });
    const orders = vi.fn(async () => ({ default: { title: 'طلباتي' } }));
    const tables: TranslationTables = {
      '../../locales/ar/common.json': () => common,
      '../../locales/ar/validation.json': async () => ({ default: {} }),
      '../../locales/ar/errors.json': async () => ({ default: {} }),
      '../../locales/ar/shop-orders.json': orders,
      '../../locales/fr/shop-orders.json': async () => ({ default: { title: 'Mes commandes' } }),
    };

    const started = initI18n({ tables });
    const loaded = loadNamespaces(['shop-orders']);
    expect(orders).toHaveBeenCalledOnce();
    commonArrives();
    await loaded;

    expect((await started).t('shop-orders:title')).toBe('طلباتي');
  });
});

describe('plural rules', () => {
  it('French: one for 0 and 1, many for millions, other otherwise', async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });
    const cart = (count: number) => i18n.t('header.cartCount', { count });

    expect([cart(0), cart(1), cart(2), cart(1000000)]).toEqual([
      'Panier, 0 article',
      'Panier, 1 article',
      'Panier, 2 articles',
      "Panier, 1000000 d'articles",
    ]);
  });

  it('English: one and other', async () => {
    const i18n = await initI18n({ language: 'en', forTests: true });

    expect([i18n.t('header.cartCount', { count: 1 }), i18n.t('header.cartCount', { count: 3 })]).toEqual([
      'Cart, 1 item',
      'Cart, 3 items',
    ]);
  });

  it('Arabic: zero, one, two, few (3-10), many (11-99) and other (100+)', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });
    const cart = (count: number) => i18n.t('header.cartCount', { count });

    expect([0, 1, 2, 3, 11, 100].map(cart)).toEqual([
      'سلة المشتريات، لا توجد أي منتجات',
      'سلة المشتريات، منتج واحد',
      'سلة المشتريات، منتجان',
      'سلة المشتريات، 3 منتجات',
      'سلة المشتريات، 11 منتجًا',
      'سلة المشتريات، 100 منتج',
    ]);
  });
});

describe('ordinal rules (`key_ordinal_one`, read with `{ count, ordinal: true }`)', () => {
  const rank = (count: number) => ({ count, ordinal: true, total: 24 });

  it('French: 1er, then 2e, 3e…', async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });

    expect([1, 2, 3, 21].map((n) => i18n.t('learning-home:challenges.rank', rank(n)))).toEqual([
      '1er sur 24',
      '2e sur 24',
      '3e sur 24',
      '21e sur 24',
    ]);
  });

  it('English: 1st, 2nd, 3rd, 4th, 11th, 21st', async () => {
    const i18n = await initI18n({ language: 'en', forTests: true });

    expect([1, 2, 3, 4, 11, 21].map((n) => i18n.t('learning-home:challenges.rank', rank(n)))).toEqual([
      '1st of 24',
      '2nd of 24',
      '3rd of 24',
      '4th of 24',
      '11th of 24',
      '21st of 24',
    ]);
  });

  it('Arabic: one form, the rank as a number', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });

    expect(i18n.t('learning-home:challenges.rank', rank(1))).toBe('المرتبة 1 من 24');
  });
});

describe('formats inside messages', () => {
  it('formats {{value, price}} and {{value, number}} in the Moroccan style of the language', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });

    expect(i18n.t('missing.key', { defaultValue: '{{v, price}} / {{n, number}}', v: 120.5, n: 1234.5 })).toBe(
      '120,50\u00a0درهم / 1.234,5',
    );
  });

  it('writes {{name, of}} as French "de" before a name, elided before a vowel', async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });

    expect(i18n.t('missing.key', { defaultValue: 'Notes {{name, of}}', name: 'Adam' })).toBe('Notes d’Adam');
    expect(i18n.t('missing.key', { defaultValue: 'Notes {{name, of}}', name: 'Meryem' })).toBe('Notes de Meryem');
  });

  it('formats {{value, datetime}} with the Moroccan month names, in the style asked', async () => {
    const i18n = await initI18n({ language: 'ar', forTests: true });

    expect(i18n.t('missing.key', { defaultValue: '{{d, datetime(dateStyle: long)}}', d: new Date(2024, 8, 5) })).toBe(
      '5 شتنبر 2024',
    );
  });
});

describe('translation tables of each app', () => {
  it('give each app the shared namespaces and its own, never the other app’s', () => {
    const shared = ['common', 'errors', 'validation'];
    const shop = namespacesOf(shopTables);
    const learning = namespacesOf(learningTables);

    expect(shop).toEqual(expect.arrayContaining([...shared, 'shop-schools', 'shop-cart']));
    expect(learning).toEqual(expect.arrayContaining([...shared, 'learning-auth', 'learning-home']));
    expect(shop.filter((ns) => ns.startsWith('learning-'))).toEqual([]);
    expect(learning.filter((ns) => ns.startsWith('shop-'))).toEqual([]);
    // Between them, every namespace of the workspace is served to one app or both.
    expect([...new Set([...shop, ...learning])].sort()).toEqual(NAMESPACES);
  });

  it('loads only from the tables it is given', async () => {
    const i18n = await initI18n({ language: 'fr', tables: learningTables, forTests: true });

    expect(i18n.hasResourceBundle('fr', 'learning-auth')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'shop-schools')).toBe(false);
    await expect(i18n.loadNamespaces('shop-schools')).resolves.toBeUndefined();
    expect(i18n.hasResourceBundle('fr', 'shop-schools')).toBe(false);
  });
});
