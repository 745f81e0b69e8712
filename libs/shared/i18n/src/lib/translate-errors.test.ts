import { translateErrors } from './translate-errors';

describe('translateErrors', () => {
  it('translates each field error and leaves valid fields out', () => {
    const messages = translateErrors<'name' | 'city'>({ name: 'validation:nameRequired' }, (key) => `«${key}»`);
    expect(messages).toEqual({ name: '«validation:nameRequired»' });
  });
});
