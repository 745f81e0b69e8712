import { STORAGE_KEYS } from '@kk/domain';
import { readNextUrl, saveNextUrl } from './next-url';
import { readStored } from './storage';
import { nextUrlSchema } from './stored-schemas';

describe('next_url', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was saved', () => {
    saveNextUrl('/quotes?tab=2', true);
    expect(readNextUrl()).toEqual({ url: '/quotes?tab=2', requiresAuth: true });
  });

  it('never stores a url of another site', () => {
    saveNextUrl('//evil.example/x', false);
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('reads every stored value exactly as nextUrlSchema does, removing what does not fit', () => {
    const values = [
      { url: '/orders', requiresAuth: false },
      { url: '/orders', requiresAuth: true, extra: 1 },
      { url: '//evil.example', requiresAuth: true },
      { url: '/\\evil.example', requiresAuth: true },
      { url: 'https://evil.example', requiresAuth: false },
      { url: '/orders' },
      { url: 3, requiresAuth: true },
      ['/orders', true],
      null,
      '/orders',
    ];
    for (const value of values) {
      localStorage.setItem(STORAGE_KEYS.nextUrl, JSON.stringify(value));
      const expected = readStored(STORAGE_KEYS.nextUrl, nextUrlSchema);
      localStorage.setItem(STORAGE_KEYS.nextUrl, JSON.stringify(value));
      expect(readNextUrl()).toEqual(expected);
      expect(localStorage.getItem(STORAGE_KEYS.nextUrl) === null).toBe(expected === null);
    }
  });
});
