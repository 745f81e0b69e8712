import { renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSubscription } from './use-subscription';

const renderSubscription = (user: ReturnType<typeof demoSessionUser> | null) =>
  renderHook(() => useSubscription(), { wrapper: hookWrapper({ user }).wrapper });

describe('useSubscription', () => {
  it("reads a parent's subscription: active until 30 June 2027", async () => {
    const { result } = renderSubscription(demoSessionUser('parent'));

    await waitFor(() => expect(result.current.message).not.toBeNull());
    expect(result.current).toMatchObject({ signedIn: true, isParent: true });
    expect(result.current.message).toEqual({ key: 'learning-children:subscription.active', date: '2027-06-30' });
  });

  it("reads the expire account's as expired", async () => {
    const { result } = renderSubscription(demoSessionUser('expire'));

    await waitFor(() => expect(result.current.message?.key).toBe('learning-children:subscription.expired'));
  });

  it('asks nothing for a visitor or a student', () => {
    const visitor = renderSubscription(null);
    const student = renderSubscription(demoSessionUser('eleve'));

    expect(visitor.result.current).toMatchObject({ signedIn: false, isParent: false, message: null });
    expect(student.result.current).toMatchObject({ signedIn: true, isParent: false, message: null });
    expect(student.result.current.query.isUninitialized).toBe(true);
  });
});
