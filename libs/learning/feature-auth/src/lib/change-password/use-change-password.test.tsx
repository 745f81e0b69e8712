import { act, renderHook } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useChangePassword, validateChangePassword } from './use-change-password';

const renderChange = () =>
  renderHook(() => useChangePassword(), { wrapper: hookWrapper({ user: demoSessionUser('eleve') }).wrapper });

describe('useChangePassword', () => {
  it('wants the current password and a new one longer than 5 characters, confirmed', () => {
    expect(Object.keys(validateChangePassword({ new_password: 'abc', confirm_password: 'abd' })).sort()).toEqual([
      'confirm_password',
      'new_password',
      'old_password',
    ]);
    expect(
      validateChangePassword({ old_password: 'eleve123', new_password: 'nouveau123', confirm_password: 'nouveau123' }),
    ).toEqual({});
  });

  it('changes the password', async () => {
    const { result } = renderChange();
    expect(result.current.changed).toBe(false);

    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.submit({
        old_password: 'eleve123',
        new_password: 'nouveau123',
        confirm_password: 'nouveau123',
      });
    });

    expect(answer).toBeUndefined();
    expect(result.current.changed).toBe(true);
  });

  it('says when the current password is wrong', async () => {
    const { result } = renderChange();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({
        old_password: 'pas-le-bon',
        new_password: 'nouveau123',
        confirm_password: 'nouveau123',
      });
    });

    expect(answer).toEqual({ [FORM_ERROR]: 'learning-auth:changePassword.wrongCurrent' });
    expect(result.current.changed).toBe(false);
  });
});
