import { getFieldError } from './field-error';

describe('getFieldError', () => {
  it('shows nothing before the field is touched', () => {
    expect(getFieldError({ touched: false, error: 'Username required' })).toBeUndefined();
  });

  it('shows the validation error once touched', () => {
    expect(getFieldError({ touched: true, error: 'Username required' })).toBe('Username required');
  });

  it('shows a server error until the field changes again', () => {
    expect(getFieldError({ touched: true, submitError: 'Identifiant déjà utilisé' })).toBe('Identifiant déjà utilisé');
    expect(
      getFieldError({ touched: true, submitError: 'Identifiant déjà utilisé', dirtySinceLastSubmit: true }),
    ).toBeUndefined();
  });

  it('prefers the validation error to the server one', () => {
    expect(getFieldError({ touched: true, error: 'Email required', submitError: 'x' })).toBe('Email required');
  });

  it('ignores errors that are not text', () => {
    expect(getFieldError({ touched: true, error: true })).toBeUndefined();
    expect(getFieldError({ touched: true, error: '' })).toBeUndefined();
  });
});
