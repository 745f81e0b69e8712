import { retryTargetFor } from './retry-target';

describe('retryTargetFor', () => {
  it.each([
    ['ad', '/admin/dashboard'],
    ['li', '/library/demandes'],
    ['sc_ad', '/'],
    ['customer', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('sends account type %s to %s', (accountType, target) => {
    expect(retryTargetFor(accountType)).toBe(target);
  });
});
