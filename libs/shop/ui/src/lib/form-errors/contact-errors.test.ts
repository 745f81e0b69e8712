import { describe, expect, it } from 'vitest';
import { contactErrors } from './contact-errors';

interface Values {
  fname: string;
  lname: string;
  mail: string;
  tel: string;
}

const FIELDS = { firstName: 'fname', lastName: 'lname', email: 'mail', phone: 'tel' } as const;
const VALID: Values = { fname: 'Salma', lname: 'Idrissi', mail: 'salma@example.ma', tel: '0661234567' };

describe('contactErrors', () => {
  it('keys nothing when the details are complete and well formed', () => {
    expect(contactErrors<Values>(VALID, FIELDS)).toStrictEqual({});
  });

  it('requires every detail, under the form’s own field names (blank counts as missing)', () => {
    expect(contactErrors<Values>({ fname: '  ' }, FIELDS)).toStrictEqual({
      fname: 'validation:firstNameRequired',
      lname: 'validation:lastNameRequired',
      mail: 'validation:emailRequired',
      tel: 'validation:phoneRequired',
    });
  });

  it('refuses an e-mail or a phone that is not one', () => {
    expect(contactErrors<Values>({ ...VALID, mail: 'salma@', tel: '12ab' }, FIELDS)).toStrictEqual({
      mail: 'validation:emailFormat',
      tel: 'validation:phoneFormat',
    });
  });

  it('reads the values trimmed', () => {
    expect(
      contactErrors<Values>({ ...VALID, mail: ' salma@example.ma ', tel: ' +212 6 61 23 45 67 ' }, FIELDS),
    ).toStrictEqual({});
  });
});
