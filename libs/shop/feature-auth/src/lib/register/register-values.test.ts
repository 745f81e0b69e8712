import { validateRegister } from './register-values';

const valid = {
  fname: 'Amina',
  lname: 'Alaoui',
  email: 'amina@example.ma',
  phone_number: '0661234567',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe('validateRegister: the phone', () => {
  it.each(['12', '12ab', 'abc'])('refuses "%s" with the dictionary message', (phone) => {
    expect(validateRegister({ ...valid, phone_number: phone }).phone_number).toBe('validation:phoneFormat');
  });

  it('accepts a Moroccan mobile with or without +212', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(validateRegister({ ...valid, phone_number: '+212 6 61 23 45 67' })).toEqual({});
  });

  it('still asks for a missing phone first', () => {
    expect(validateRegister({ ...valid, phone_number: ' ' }).phone_number).toBe('validation:phoneRequired');
  });
});
