import { act, renderHook } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAddChild } from './use-add-child';

const VALUES = {
  first_name: ' Ghita ',
  last_name: 'Alaoui',
  birthday: '01/02/2018',
  gender: 'F',
  level_id: '2',
  password: 'secret123',
  confirm_password: 'secret123',
};

const renderAddChild = () =>
  renderHook(() => useAddChild(), { wrapper: hookWrapper({ user: demoSessionUser('parent') }).wrapper });

describe('useAddChild', () => {
  it("registers the child and holds the child's own credentials for the page to show once", async () => {
    const { result } = renderAddChild();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit(VALUES);
    });

    expect(answer).toBeUndefined();
    const child = getDb().users.find((u) => u.first_name === 'Ghita' && u.last_name === 'Alaoui');
    expect(child).toMatchObject({ account_type: 'student', birthday: '2018-02-01', gender: 'F', level_id: 2 });
    expect(result.current.credentials).toEqual({
      name: 'Ghita Alaoui',
      username: child?.username,
      password: 'secret123',
    });
    expect(JSON.stringify(localStorage)).not.toContain('secret123');
  });

  it("says 'Identifiant déjà utilisé' when the answer carries an error, else 'Erreur d'authentification' (§8)", async () => {
    const call = hostPath('api/koolskools/v1/account/child_register/');
    const { result } = renderAddChild();

    server.use(http.post(call, () => HttpResponse.json({ error: 'This username already exists!' }, { status: 400 })));
    let taken: unknown;
    await act(async () => {
      taken = await result.current.submit(VALUES);
    });
    server.use(http.post(call, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    let failed: unknown;
    await act(async () => {
      failed = await result.current.submit(VALUES);
    });

    expect(taken).toEqual({ [FORM_ERROR]: 'errors:registration.usernameTaken' });
    expect(failed).toEqual({ [FORM_ERROR]: 'errors:registration.authenticationFailed' });
    expect(result.current.credentials).toBeNull();
  });
});
