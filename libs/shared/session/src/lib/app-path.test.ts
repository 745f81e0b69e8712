import { isAppPath } from './app-path';

describe('isAppPath', () => {
  it('accepts paths of the app, with their query and hash', () => {
    for (const url of ['/', '/profile', '/school/12/levels?levels=3,4', '/quotes/7#top', '/search?q=%C3%A9cole%20x']) {
      expect(isAppPath(url), url).toBe(true);
    }
  });

  it('refuses anything a browser would read as another site or a script', () => {
    for (const url of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '/ /evil.example',
      '\\/evil.example',
      ['javascript', 'alert(1)'].join(':'),
      'profile',
      '',
    ]) {
      expect(isAppPath(url), JSON.stringify(url)).toBe(false);
    }
  });
});
