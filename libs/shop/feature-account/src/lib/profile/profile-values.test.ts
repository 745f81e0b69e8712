import { profileValuesOf, toProfilePayload, validateProfile } from './profile-values';

describe('profile values', () => {
  it('follow §5', () => {
    expect(validateProfile({ first_name: '', last_name: ' ', email: 'x', phone_number: '' })).toEqual({
      first_name: 'validation:firstNameRequired',
      last_name: 'validation:lastNameRequired',
      email: 'validation:emailFormat',
      phone_number: 'validation:phoneRequired',
    });
    expect(validateProfile({ first_name: 'A', last_name: 'B', email: '', phone_number: '1' }).email).toBe(
      'validation:emailRequired',
    );
  });

  it('start from the visitor as empty', () => {
    expect(profileValuesOf(null)).toEqual({ first_name: '', last_name: '', email: '', phone_number: '' });
  });

  it('keep the photo and send the phone in international form', () => {
    expect(
      toProfilePayload({ first_name: ' A ', last_name: 'B', email: 'a@b.ma', phone_number: '0612345678' }, 'u'),
    ).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ma',
      phone_number: '+212612345678',
      image_url: 'u',
    });
  });
});

describe('validateProfile: the phone format', () => {
  const values = { first_name: 'Amina', last_name: 'Alaoui', email: 'amina@example.ma' };

  it('refuses a phone that is not a number, accepts a Moroccan one', () => {
    expect(validateProfile({ ...values, phone_number: '12ab' }).phone_number).toBe('validation:phoneFormat');
    expect(validateProfile({ ...values, phone_number: '0661234567' })).toEqual({});
  });
});
