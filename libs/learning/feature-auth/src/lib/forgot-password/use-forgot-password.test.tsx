import { act, renderHook } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { getDb } from '@kk/api-mocks/node';
import { hookWrapper } from '@kk/testing';
import { useForgotPassword, validateForgot } from './use-forgot-password';

const renderForgot = () => renderHook(() => useForgotPassword(), { wrapper: hookWrapper().wrapper });

describe('useForgotPassword', () => {
  it('wants a well-formed e-mail', () => {
    expect(validateForgot({ email: '' })).toHaveProperty('email');
    expect(validateForgot({ email: 'adam@exemple.ma' })).toEqual({});
  });

  it('sends the reset message to a known e-mail and keeps the address', async () => {
    const known = getDb().users.find((u) => u.username === 'eleve')?.email ?? '';
    const { result } = renderForgot();
    expect(result.current.sentTo).toBeNull();

    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.submit({ email: `  ${known} ` });
    });

    expect(answer).toBeUndefined();
    expect(result.current.sentTo).toBe(known);
  });

  it("answers 'No result found' for an unknown e-mail, sending nothing", async () => {
    const { result } = renderForgot();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ email: 'personne@exemple.ma' });
    });

    expect(answer).toEqual({ [FORM_ERROR]: 'errors:noResult' });
    expect(result.current.sentTo).toBeNull();
  });
});
