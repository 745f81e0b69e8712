import { compactRoundTrip } from '../../testing/storage';
import { parseCompact, stringifyCompact } from './compact-json';
import { DB_STORAGE_KEY, DB_VERSION, getDb, nextId, reloadDemoData, resetDemoData, saveDb, seedDb } from './db';
import { configureFakeBackend } from './settings';

describe('the store', () => {
  it('is seeded the same way every time', () => {
    expect(JSON.stringify(seedDb())).toBe(JSON.stringify(seedDb()));
  });

  it('starts again from the seed on resetDemoData', () => {
    getDb().shop.addresses.length = 0;

    resetDemoData();

    expect(getDb().shop.addresses.length).toBeGreaterThan(0);
  });

  it('gives ids after the seeded rows, never twice', () => {
    const rows = getDb().shop.orders;
    const max = Math.max(...rows.map((r) => r.id));

    expect([nextId('test.orders', rows), nextId('test.orders', rows)]).toEqual([max + 1, max + 2]);
  });
});

describe('persistence (browser demo mode)', () => {
  let storage: Map<string, string>;

  beforeEach(() => {
    storage = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
    configureFakeBackend({ persist: true });
    reloadDemoData();
  });

  afterEach(() => {
    configureFakeBackend({ persist: false });
    vi.unstubAllGlobals();
    reloadDemoData();
  });

  it('saves to localStorage under kk_fake_backend and loads it back after a reload', () => {
    getDb().shop.addresses.push({
      id: 999,
      user_id: 1,
      name: 'Riad',
      address1: '',
      address2: '',
      city: 'Fès',
      cp: '',
      phone_number: '',
    });

    saveDb();
    reloadDemoData();

    expect(storage.has(DB_STORAGE_KEY)).toBe(true);
    expect(getDb().shop.addresses.at(-1)).toMatchObject({ id: 999, name: 'Riad' });
  });

  it('keeps the saved copy small (lists of rows are stored as columns)', () => {
    saveDb();

    const saved = storage.get(DB_STORAGE_KEY) ?? '';
    expect(saved.length).toBeLessThan(JSON.stringify(getDb()).length * 0.8);
    expect(compactRoundTrip(getDb())).toEqual(JSON.parse(JSON.stringify(getDb())));
  });

  it('removes the saved copy on resetDemoData instead of writing the seed there', () => {
    getDb().shop.addresses.length = 0;
    saveDb();
    expect(storage.has(DB_STORAGE_KEY)).toBe(true);

    resetDemoData();
    reloadDemoData();

    expect(storage.has(DB_STORAGE_KEY)).toBe(false);
    expect(getDb().shop.addresses.length).toBeGreaterThan(0);
  });

  it('parses what the earlier format wrote (columns read back as rows)', () => {
    expect(parseCompact('{"a":{"$cols":["id","name"],"$rows":[[1,"x"],[2,null]]},"b":[{"c":[1]}]}')).toEqual({
      a: [
        { id: 1, name: 'x' },
        { id: 2, name: null },
      ],
      b: [{ c: [1] }],
    });
    expect(
      stringifyCompact({
        a: [
          { id: 1, name: 'x' },
          { id: 2, name: null },
        ],
        b: [{ c: [1] }],
        d: undefined,
      }),
    ).toBe('{"a":{"$cols":["id","name"],"$rows":[[1,"x"],[2,null]]},"b":[{"c":[1]}]}');
  });

  it('starts from the seed when the saved copy is corrupt or from another version', () => {
    storage.set(DB_STORAGE_KEY, '{not json');
    reloadDemoData();
    expect(getDb().version).toBe(DB_VERSION);

    storage.set(DB_STORAGE_KEY, JSON.stringify({ ...getDb(), version: DB_VERSION - 1, users: [] }));
    reloadDemoData();
    expect(getDb().users.length).toBeGreaterThan(50);
  });
});
