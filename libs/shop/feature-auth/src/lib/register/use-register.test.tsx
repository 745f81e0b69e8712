import { act, renderHook, waitFor } from '@testing-library/react';
import { findUser } from '@kk/api-mocks';
import { hookWrapper } from '@kk/testing';
import { useRegister } from './use-register';
import type { RegisterValues } from './register-values';

const values = (email = 'amina.tazi@example.ma'): RegisterValues => ({
  fname: 'Amina',
  lname: 'Tazi',
  email,
  phone_number: '0612345678',
  password: 'secret1',
  confirm_password: 'secret1',
});

function renderRegister() {
  const { store, wrapper } = hookWrapper({ path: '/register' });
  return { store, ...renderHook(() => useRegister(), { wrapper }) };
}

describe('useRegister', () => {
  it('creates the account and signs in with the answered credentials', async () => {
    const { store, result } = renderRegister();

    await act(() => result.current.submit(values()));

    await waitFor(() => expect(store.getState().session.user?.firstName).toBe('Amina'));
  });

  it('only gives the form back when the e-mail is taken: nothing thrown, nobody signed in', async () => {
    const { store, result } = renderRegister();

    await act(() => result.current.submit(values(findUser(1)?.email ?? '')));

    expect(store.getState().session.user).toBeNull();
  });

  it('explains a refused photo and keeps the picked one', async () => {
    const { result } = renderRegister();
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });

    act(() => result.current.rejectPhoto([{ file: pdf, reason: 'type' }]));
    expect(result.current.photoError).toEqual(expect.any(String));
    act(() => result.current.rejectPhoto([]));
    expect(result.current.photoError).toBeUndefined();

    act(() => result.current.setPhoto(['https://example.ma/photo.jpg']));
    expect(result.current.photo).toEqual(['https://example.ma/photo.jpg']);
  });
});
