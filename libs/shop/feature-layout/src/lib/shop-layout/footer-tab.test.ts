import { footerTabFor } from './footer-tab';

describe('footerTabFor', () => {
  it.each([
    ['/', 'home'],
    ['/school/12/levels', 'home'],
    ['/page-inconnue', 'home'],
    ['/occasion/4', 'occasion'],
    ['/my-books', 'occasion'],
    ['/create-occasion', 'occasion'],
    ['/quotes/3', 'quotes'],
    ['/responses/9', 'quotes'],
    ['/profile', 'account'],
    ['/profile-edit', 'account'],
    ['/orders', 'account'],
    ['/connexion', 'account'],
    ['/shop-cart', undefined],
    ['/shop-cart-confirm/3', undefined],
    ['/ErrorPage', undefined],
  ])('marks %s as %s', (path, tab) => {
    expect(footerTabFor(path)).toBe(tab);
  });
});
