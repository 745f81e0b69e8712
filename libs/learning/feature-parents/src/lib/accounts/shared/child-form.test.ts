import { childFormValues, isoDay, toRegistrationPayload, toUpdatePayload, validateChildForm } from './child-form';

const VALID = {
  first_name: 'Ghita',
  last_name: 'Alaoui',
  birthday: '01/02/2018',
  gender: 'F',
  level_id: '2',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe("a child's form", () => {
  it('accepts a complete registration', () => {
    expect(validateChildForm(VALID, true)).toEqual({});
  });

  it('says what each empty field needs, the password only to register (§5)', () => {
    expect(validateChildForm({}, true)).toEqual({
      first_name: 'validation:firstNameRequired',
      last_name: 'validation:lastNameRequired',
      birthday: 'learning-children:form.birthdayRequired',
      gender: 'learning-children:form.genderRequired',
      level_id: 'validation:levelRequired',
      password: 'validation:passwordRequired',
      confirm_password: 'validation:confirmPasswordRequired',
    });
    expect(Object.keys(validateChildForm({}, false))).not.toContain('password');
  });

  it('wants a password longer than 5 characters, confirmed, and a real date of birth not in the future', () => {
    const errors = validateChildForm(
      { ...VALID, password: '12345', confirm_password: '123456', birthday: '31/02/2018' },
      true,
    );
    expect(errors).toEqual({
      password: 'validation:passwordMinLength',
      confirm_password: 'validation:passwordsMustMatch',
      birthday: 'learning-children:form.birthdayInvalid',
    });
    expect(validateChildForm({ ...VALID, birthday: '01/01/2999' }, false).birthday).toBe(
      'learning-children:form.birthdayInvalid',
    );
  });

  it('sends the ISO day, trimmed names and the level as a number', () => {
    expect(isoDay('01/02/2018')).toBe('2018-02-01');
    expect(toRegistrationPayload({ ...VALID, first_name: ' Ghita ' })).toEqual({
      first_name: 'Ghita',
      last_name: 'Alaoui',
      birthday: '2018-02-01',
      gender: 'F',
      level_id: 2,
      password: 'secret1',
    });
    expect(toUpdatePayload(VALID)).toMatchObject({ birthday: '2018-02-01', current_level: 2 });
  });

  it('starts the update form from the listed child', () => {
    const values = childFormValues({
      id: 5,
      username: 'eleve',
      first_name: 'Adam',
      last_name: 'Alaoui',
      birthday: '2014-03-12',
      gender: 'M',
      current_level: 7,
      level_name: '1ère année collège',
      image: '',
      school_id: 1,
      school_name: 'Groupe Scolaire Al Khawarizmi',
      class_name: '1AC-A',
    });
    expect(values).toEqual({
      first_name: 'Adam',
      last_name: 'Alaoui',
      birthday: '12/03/2014',
      gender: 'M',
      level_id: '7',
    });
  });
});
