import { renderHook, screen } from '@testing-library/react';
import { act } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { demoSessionUser } from './demo-session-user';
import { hookWrapper } from './hook-wrapper';

describe('hookWrapper', () => {
  it('gives the hook a store signed in as the user and a router at the path', () => {
    const user = demoSessionUser('client');
    const { wrapper, store } = hookWrapper({ user, path: '/quotes/3?tab=received' });

    const { result } = renderHook(() => ({ user: useAppSelector(selectSessionUser), location: useLocation() }), {
      wrapper,
    });

    expect(result.current.user?.token).toBe(user.token);
    expect(selectSessionUser(store.getState())?.token).toBe(user.token);
    expect(result.current.location).toMatchObject({ pathname: '/quotes/3', search: '?tab=received' });
  });

  it('shows where the hook navigated', () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useNavigate(), { wrapper });

    act(() => {
      void result.current('/connexion');
    });

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion');
  });

  it('signs nobody in by default', () => {
    const { store } = hookWrapper();

    expect(selectSessionUser(store.getState())).toBeNull();
  });
});
