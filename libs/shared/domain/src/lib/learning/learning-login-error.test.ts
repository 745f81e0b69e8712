import {
  learningLoginErrorMessageKey,
  learningRegistrationErrorMessageKey,
  normaliseLearningLoginError,
  stripVerificationMarkers,
} from './learning-login-error';

describe('normaliseLearningLoginError', () => {
  it('keeps the parent e-mail of a not-activated account', () => {
    expect(normaliseLearningLoginError({ error: 'not_activated', parent_email: 'parent@example.ma' })).toEqual({
      code: 'not_activated',
      parent_email: 'parent@example.ma',
    });
  });

  it('maps an expired subscription', () => {
    expect(normaliseLearningLoginError({ error: 'no_subscription' })).toEqual({ code: 'no_subscription' });
  });

  it('adds the §8 marker codes to unverified e-mail and phone', () => {
    expect(normaliseLearningLoginError({ error: 'not_email_active', email: 'eleve@example.ma' })).toEqual({
      code: 'not_email_active',
      email: 'eleve@example.ma',
      markerCode: 'mail_not_yet_verified',
    });
    expect(normaliseLearningLoginError({ error: 'not_phone_active', phone: '+212612345678' })).toEqual({
      code: 'not_phone_active',
      phone: '+212612345678',
      markerCode: 'phone_not_yet_verified',
    });
  });

  it('treats anything else as invalid credentials', () => {
    for (const body of [{ error: 'wrong_password' }, { detail: 'x' }, 'Unauthorized', null, undefined]) {
      expect(normaliseLearningLoginError(body)).toEqual({ code: 'invalid_credentials' });
    }
  });
});

describe('learningLoginErrorMessageKey', () => {
  it('gives the i18n key and the address the activation message went to', () => {
    expect(learningLoginErrorMessageKey({ code: 'not_activated', parent_email: 'p@example.ma' })).toEqual({
      key: 'errors:learningLogin.notActivated',
      values: { email: 'p@example.ma' },
    });
    expect(learningLoginErrorMessageKey({ code: 'not_phone_active', phone: '+212612345678' })).toEqual({
      key: 'errors:learningLogin.notPhoneActive',
      values: { phone: '+212612345678' },
    });
    expect(learningLoginErrorMessageKey({ code: 'invalid_credentials' })).toEqual({
      key: 'errors:learningLogin.invalidCredentials',
      values: {},
    });
  });
});

describe('learningRegistrationErrorMessageKey', () => {
  it("says 'Identifiant déjà utilisé' when the answer carries an error, else 'Erreur d'authentification'", () => {
    expect(learningRegistrationErrorMessageKey({ error: 'This username already exists!' })).toBe(
      'errors:registration.usernameTaken',
    );
    expect(learningRegistrationErrorMessageKey({ detail: 'Server error' })).toBe(
      'errors:registration.authenticationFailed',
    );
    expect(learningRegistrationErrorMessageKey(undefined)).toBe('errors:registration.authenticationFailed');
  });
});

describe('stripVerificationMarkers', () => {
  it('removes the mail and phone markers from a server message', () => {
    expect(stripVerificationMarkers('Compte non vérifié mail_not_yet_verified')).toBe('Compte non vérifié');
    expect(stripVerificationMarkers('phone_not_yet_verified Code envoyé')).toBe('Code envoyé');
  });
});
