import { act, renderHook } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { DEMO_MASSAR_CODE, demoAccount, getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { normaliseMassarCode, useSchoolLink, validateSchoolLink } from './use-school-link';

function renderLink() {
  const { wrapper } = hookWrapper({ user: demoSessionUser('eleve') });
  return renderHook(() => useSchoolLink(), { wrapper });
}

describe('validateSchoolLink', () => {
  it('requires a letter followed by 9 digits', () => {
    expect(validateSchoolLink({})).toEqual({ code_massar: 'learning-home:profile.school.required' });
    expect(validateSchoolLink({ code_massar: '12345' })).toEqual({ code_massar: 'errors:massarCodeInvalid' });
    expect(validateSchoolLink({ code_massar: ' d 130012345 ' })).toEqual({});
    expect(normaliseMassarCode(' d 130012345 ')).toBe('D130012345');
  });
});

describe('useSchoolLink', () => {
  it("says 'This Code Massar is invalid' for a code no school has", async () => {
    const { result } = renderLink();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ code_massar: 'Z999999999' });
    });

    expect(answer).toEqual({ [FORM_ERROR]: 'errors:massarCodeInvalid' });
    expect(result.current.linked).toBe(false);
  });

  it("says 'Code Massar already exist' for another account's code", async () => {
    const other = getDb().school.students.find((st) => st.user_id !== null && st.user_id !== demoAccount('eleve').id);
    const { result } = renderLink();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ code_massar: other?.massar_code });
    });

    expect(answer).toEqual({ [FORM_ERROR]: 'errors:massarCodeExists' });
  });

  it('links the account with the demo code and names the school; the code is then taken', async () => {
    const { result } = renderLink();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ code_massar: DEMO_MASSAR_CODE.toLowerCase() });
    });

    expect(answer).toBeUndefined();
    expect(result.current.linked).toBe(true);
    expect(result.current.linkedSchool).toBe('Groupe Scolaire Al Khawarizmi');
    const row = getDb().school.students.find((st) => st.massar_code === DEMO_MASSAR_CODE);
    expect(row?.user_id).toBe(demoAccount('eleve').id);
  });
});
