import * as z from 'zod/mini';
import {
  STORAGE_KEYS,
  demandeDataSchema,
  occasionTempSchema,
  schoolTempSchema,
  sessionUserSchema,
  type StorageKey,
} from '@kk/domain';
import { readNextUrl, saveNextUrl } from './next-url';
import {
  nextUrlSchema,
  storedLevelGroupsSchema,
  storedLevelsSchema,
  storedProfileSchema,
  storedSubjectsSchema,
} from './stored-schemas';
import { clearStoredData, readStored, readStoredChecked, removeStored, writeStored } from './storage';
import { aParentUser } from '../testing/session-fixtures';

beforeEach(() => localStorage.clear());

/** Every key of §3 with the schema its value is read with. */
const SCHEMAS: Record<StorageKey, z.ZodMiniType> = {
  session_user: sessionUserSchema,
  level_groups: storedLevelGroupsSchema,
  levels: storedLevelsSchema,
  subjects: storedSubjectsSchema,
  InfoProfile: storedProfileSchema,
  next_url: nextUrlSchema,
  school_temp: schoolTempSchema,
  occasion_temp: occasionTempSchema,
  demande_data: demandeDataSchema,
  current_language: z.enum(['fr', 'ar', 'en']),
};

describe('storage keys', () => {
  it('are exactly the names of §3', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });
});

describe('readStored', () => {
  it('reads back what writeStored stored', () => {
    const user = aParentUser();

    writeStored(STORAGE_KEYS.sessionUser, user);

    expect(readStored(STORAGE_KEYS.sessionUser, sessionUserSchema)).toEqual(user);
    expect(localStorage.getItem('session_user')).toBe(JSON.stringify(user));
  });

  it('reads an absent key as null', () => {
    expect(readStored(STORAGE_KEYS.levels, storedLevelsSchema)).toBeNull();
  });

  describe.each(Object.entries(SCHEMAS))('%s', (key, schema) => {
    it.each([
      ['text that is not JSON', '{"token": "abc"'],
      ['a bare word', 'undefined'],
      ['foreign JSON', JSON.stringify({ from: 'another app', v: [1, 2, 3] })],
      ['JSON of the wrong type', '12'],
    ])('treats %s as absent and removes it', (_label, raw) => {
      localStorage.setItem(key, raw);

      expect(readStored(key as StorageKey, schema)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    });
  });

  it('never throws when storage is unavailable (Safari private mode)', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);

    expect(readStored(STORAGE_KEYS.sessionUser, sessionUserSchema)).toBeNull();
    expect(writeStored(STORAGE_KEYS.sessionUser, aParentUser())).toBe(false);
    expect(() => removeStored(STORAGE_KEYS.sessionUser)).not.toThrow();
    expect(() => clearStoredData()).not.toThrow();
  });

  it('never throws when there is no localStorage at all', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    expect(readStored(STORAGE_KEYS.levels, storedLevelsSchema)).toBeNull();
    expect(writeStored(STORAGE_KEYS.levels, [])).toBe(false);
  });

  it('reports a value that could not be stored (quota exceeded)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(writeStored(STORAGE_KEYS.levels, [])).toBe(false);
  });
});

describe('clearStoredData', () => {
  it('removes every key of §3 but the language, and nothing else', () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '"x"');
    localStorage.setItem('another-app', '1');

    clearStoredData();

    expect(Object.keys(localStorage).sort()).toEqual(['another-app', 'current_language']);
  });
});

describe('next_url', () => {
  it('stores { url, requiresAuth } as JSON', () => {
    saveNextUrl('/quotes?tab=2', true);

    expect(JSON.parse(localStorage.getItem('next_url') ?? 'null')).toEqual({
      url: '/quotes?tab=2',
      requiresAuth: true,
    });
    expect(readNextUrl()).toEqual({ url: '/quotes?tab=2', requiresAuth: true });
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'quotes'])(
    'never stores nor honours %s, which would leave the app',
    (url) => {
      saveNextUrl(url, true);
      expect(localStorage.getItem('next_url')).toBeNull();

      localStorage.setItem('next_url', JSON.stringify({ url, requiresAuth: true }));
      expect(readNextUrl()).toBeNull();
      expect(localStorage.getItem('next_url')).toBeNull();
    },
  );

  it('treats an older plain-string value as absent', () => {
    localStorage.setItem('next_url', JSON.stringify('/quotes'));

    expect(readNextUrl()).toBeNull();
  });
});

describe('readStoredChecked', () => {
  const levelsCheck = {
    looksRight: (json: unknown): json is unknown[] => Array.isArray(json),
    loadSchema: async () => storedLevelsSchema,
  };

  it('gives a value that looks right at once, then removes it when the full schema rejects it', async () => {
    localStorage.setItem(STORAGE_KEYS.levels, JSON.stringify([{ level_id: 'CP' }]));
    const onRejected = vi.fn();

    expect(readStoredChecked(STORAGE_KEYS.levels, { ...levelsCheck, onRejected })).toEqual([{ level_id: 'CP' }]);

    await vi.waitFor(() => expect(onRejected).toHaveBeenCalledOnce());
    expect(localStorage.getItem(STORAGE_KEYS.levels)).toBeNull();
  });

  it('keeps a value the full schema accepts', async () => {
    const levels = [{ level_id: 1, name: 'CP', group_id: 1, subjects_ids: [2] }];
    localStorage.setItem(STORAGE_KEYS.levels, JSON.stringify(levels));
    const onRejected = vi.fn();
    let checked = false;

    expect(
      readStoredChecked(STORAGE_KEYS.levels, {
        ...levelsCheck,
        loadSchema: async () => {
          checked = true;
          return storedLevelsSchema;
        },
        onRejected,
      }),
    ).toEqual(levels);

    await vi.waitFor(() => expect(checked).toBe(true));
    await Promise.resolve();
    expect(onRejected).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.levels)).toBe(JSON.stringify(levels));
  });

  it('reads a value that does not even look right as absent, and removes it at once', () => {
    localStorage.setItem(STORAGE_KEYS.levels, JSON.stringify({ levels: [] }));

    expect(readStoredChecked(STORAGE_KEYS.levels, levelsCheck)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.levels)).toBeNull();
  });
});
