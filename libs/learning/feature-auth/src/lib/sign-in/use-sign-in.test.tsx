import { act, renderHook, screen } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { selectSessionUser } from '@kk/session';
import { hookWrapper } from '@kk/testing';
import { useSignIn } from './use-sign-in';

function renderSignIn() {
  const { store, wrapper } = hookWrapper({ path: '/connexion' });
  return { store, ...renderHook(() => useSignIn(), { wrapper }) };
}

describe('useSignIn', () => {
  it('signs a demo student in and leaves the sign-in page', async () => {
    const { result, store } = renderSignIn();

    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current({ username: ' eleve ', password: 'eleve123' });
    });

    expect(answer).toBeUndefined();
    expect(selectSessionUser(store.getState())).toMatchObject({ firstName: 'Adam' });
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
    // The login answer (and its token) is not kept in the API cache: the session holds the user.
    expect(store.getState().learningApi.mutations).toEqual({});
  });

  it('gives the §8 message of refused credentials as the form error', async () => {
    const { result, store } = renderSignIn();

    let answer: unknown;
    await act(async () => {
      answer = await result.current({ username: 'eleve', password: 'mauvais-mot' });
    });

    expect(answer).toEqual({ [FORM_ERROR]: { key: 'errors:learningLogin.invalidCredentials', values: {} } });
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion');
  });
});
