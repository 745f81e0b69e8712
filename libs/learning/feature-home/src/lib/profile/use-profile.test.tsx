import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { selectSessionUser } from '@kk/session';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { accountTypeLabel, useAvatarChoice, useProfile } from './use-profile';

describe('useProfile', () => {
  it("lists the user's details, leaving out those not given, and names the account type", () => {
    const user = demoSessionUser('eleve', {});
    const blankPhone = { ...user, profile: { ...user.profile, phone_number: '' } };
    const { result } = renderHook(() => useProfile(), { wrapper: hookWrapper({ user: blankPhone }).wrapper });

    expect(result.current.user?.name).toBe('Adam Alaoui');
    expect(result.current.details).toEqual([
      { labelKey: 'learning-home:profile.username', text: 'eleve' },
      { labelKey: 'learning-home:profile.email', text: user.profile.email },
      { labelKey: 'learning-home:profile.accountType', textKey: 'learning-home:profile.accountTypes.student' },
    ]);
  });

  it('names the other account types "user"', () => {
    expect(accountTypeLabel('sc_ad')).toBe('learning-home:profile.accountTypes.schoolAdmin');
    expect(accountTypeLabel('someone' as never)).toBe('learning-home:profile.accountTypes.other');
  });
});

describe('useAvatarChoice', () => {
  function renderChoice() {
    const { wrapper, store } = hookWrapper({ user: demoSessionUser('eleve') });
    return { store, ...renderHook(() => useAvatarChoice(), { wrapper }) };
  }

  it('pages the avatars by 20', async () => {
    const { result } = renderChoice();
    expect(result.current.query.isLoading).toBe(true);
    await waitFor(() => expect(result.current.query.data).toHaveLength(20));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());

    await waitFor(() => expect(result.current.query.data).toHaveLength(30));
    expect(result.current.hasMore).toBe(false);
  });

  it("saves the chosen avatar as the session user's picture", async () => {
    const { result, store } = renderChoice();
    await waitFor(() => expect(result.current.query.data).toHaveLength(20));
    const panda = result.current.query.data?.find((avatar) => avatar.name === 'Panda');
    if (!panda) throw new Error('the seed has a panda');

    act(() => result.current.choose(panda.id));
    expect(result.current.selectedId).toBe(panda.id);
    await act(() => result.current.save());

    expect(result.current.saved).toBe(true);
    expect(selectSessionUser(store.getState())?.image).toBe(panda.image_url);
    expect(result.current.currentId).toBe(panda.id);
  });

  it('says when the avatar could not be saved', async () => {
    server.use(http.post('*/change_avatar/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { result } = renderChoice();
    await waitFor(() => expect(result.current.query.data).toHaveLength(20));

    act(() => result.current.choose(result.current.query.data?.[1].id ?? 0));
    await act(() => result.current.save());

    expect(result.current.failed).toBe(true);
    expect(result.current.saved).toBe(false);
  });

  it('reports a failed first page as the error of the section', async () => {
    server.use(
      http.get('*/api/koolskools/v1/avatars/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
    );
    const { result } = renderChoice();
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.moreFailed).toBe(false);
  });
});
