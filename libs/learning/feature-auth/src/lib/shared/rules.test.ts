import { emailRule } from './email-rule';
import { confirmationRule, newPasswordRule, required } from './rules';
import { phoneRule } from './phone-rule';
import { nextPathAfterSignIn } from './after-sign-in';

describe('field rules (§5)', () => {
  it('requires a value that is not only spaces', () => {
    const rule = required('validation:firstNameRequired');
    expect(rule('')).toBe('validation:firstNameRequired');
    expect(rule('   ')).toBe('validation:firstNameRequired');
    expect(rule(undefined)).toBe('validation:firstNameRequired');
    expect(rule('Adam')).toBeUndefined();
  });

  it('asks for an e-mail, then for a well-formed one', () => {
    expect(emailRule('')).toBe('validation:emailRequired');
    expect(emailRule('adam@')).toBe('validation:emailFormat');
    expect(emailRule('adam.alaoui@gmail.com')).toBeUndefined();
  });

  it('asks for a phone, then for a valid one, Moroccan when written without +', () => {
    expect(phoneRule('')).toBe('validation:phoneRequired');
    expect(phoneRule('12345')).toBe('validation:phoneFormat');
    expect(phoneRule('06 12 34 56 78')).toBeUndefined();
    expect(phoneRule('+33 6 12 34 56 78')).toBeUndefined();
  });

  it('wants a password longer than 5 characters', () => {
    expect(newPasswordRule('')).toBe('validation:passwordRequired');
    expect(newPasswordRule('12345')).toBe('validation:passwordMinLength');
    expect(newPasswordRule('123456')).toBeUndefined();
  });

  it('wants the confirmation, equal to the password', () => {
    expect(confirmationRule('', 'secret1')).toBe('validation:confirmPasswordRequired');
    expect(confirmationRule('secret2', 'secret1')).toBe('validation:passwordsMustMatch');
    expect(confirmationRule('secret1', 'secret1')).toBeUndefined();
  });
});

describe('nextPathAfterSignIn', () => {
  it('goes to the stored page, or home when there is none', () => {
    expect(nextPathAfterSignIn('/amis?groupe=2')).toBe('/amis?groupe=2');
    expect(nextPathAfterSignIn(null)).toBe('/');
  });

  it('never sends a signed-in user back to a visitor page', () => {
    expect(nextPathAfterSignIn('/connexion')).toBe('/');
    expect(nextPathAfterSignIn('/inscription?profil=eleve')).toBe('/');
  });
});
