import {
  profileFromParam,
  toBasePayload,
  toProfessorPayload,
  toSchoolPayload,
  validateRegistration,
  type RegistrationValues,
} from './registration-rules';

const filled: RegistrationValues = {
  first_name: ' Yasmine ',
  last_name: 'Bennani',
  email: 'yasmine.bennani@gmail.com',
  phone_number: '06 61 23 45 67',
  password: 'secret12',
  confirm_password: 'secret12',
  terms: true,
};

describe('validateRegistration', () => {
  it('lists every §5 message of an empty student form, level and terms included', () => {
    expect(validateRegistration('child', {})).toEqual({
      first_name: 'validation:firstNameRequired',
      last_name: 'validation:lastNameRequired',
      email: 'validation:emailRequired',
      phone_number: 'validation:phoneRequired',
      password: 'validation:passwordRequired',
      confirm_password: 'validation:confirmPasswordRequired',
      terms: 'validation:termsRequired',
      level_id: 'validation:levelRequired',
    });
  });

  it('refuses names longer than 50 characters', () => {
    const long = 'A'.repeat(51);

    expect(validateRegistration('parent', { first_name: long, last_name: 'B'.repeat(50) })).toMatchObject({
      first_name: 'validation:nameTooLong',
    });
    expect(validateRegistration('parent', { first_name: 'A', last_name: 'B'.repeat(50) })).not.toHaveProperty(
      'last_name',
    );
    expect(validateRegistration('child', { last_name: `  ${'B'.repeat(195)}  ` })).toMatchObject({
      last_name: 'validation:nameTooLong',
    });
  });

  it('asks each profile for its own fields', () => {
    expect(validateRegistration('parent', filled)).toEqual({ city: 'validation:cityRequired' });
    expect(validateRegistration('school', filled)).toEqual({
      school_name: 'validation:nameRequired',
      city: 'validation:cityRequired',
      address: 'learning-auth:register.addressRequired',
    });
    expect(validateRegistration('professor', { ...filled, subject_ids: [] })).toEqual({
      subject_ids: 'validation:subjectRequired',
    });
    expect(validateRegistration('child', { ...filled, level_id: '7' })).toEqual({});
  });
});

describe('payloads', () => {
  it('trims the names and sends the phone in international form, without a photo', () => {
    expect(toBasePayload(filled)).toEqual({
      first_name: 'Yasmine',
      last_name: 'Bennani',
      email: 'yasmine.bennani@gmail.com',
      phone_number: '+212661234567',
      password: 'secret12',
      image: null,
    });
  });

  it('adds the school and the subjects', () => {
    expect(
      toSchoolPayload({
        ...filled,
        school_name: 'École Al Amal',
        city: 'Rabat',
        address: '12, avenue Fal Ould Oumeir',
      }),
    ).toMatchObject({
      school_name: 'École Al Amal',
      city: 'Rabat',
      address: '12, avenue Fal Ould Oumeir',
    });
    expect(toProfessorPayload({ ...filled, subject_ids: ['1', '3'] }).subject_ids).toEqual([1, 3]);
  });
});

describe('profileFromParam', () => {
  it('reads the French profile names of the URL', () => {
    expect(profileFromParam('eleve')).toBe('child');
    expect(profileFromParam('ecole')).toBe('school');
    expect(profileFromParam('student')).toBeNull();
    expect(profileFromParam(null)).toBeNull();
  });
});
