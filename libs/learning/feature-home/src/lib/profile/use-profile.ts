import { useCallback, useMemo, useState } from 'react';
import { flattenPages, useChangeAvatarMutation, useGetAvatarsInfiniteQuery } from '@kk/api-clients';
import type { Avatar, SessionUser } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { profileUpdated, selectLearningRole, selectSessionUser, useAppDispatch, useAppSelector } from '@kk/session';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';
import { useSaveState, type SaveFlags } from './use-save-state';

const ACCOUNT_TYPE_LABELS: Record<string, TranslationKey> = {
  student: 'learning-home:profile.accountTypes.student',
  parent: 'learning-home:profile.accountTypes.parent',
  professor: 'learning-home:profile.accountTypes.professor',
  sc_ad: 'learning-home:profile.accountTypes.schoolAdmin',
};

/** The name of an account type (§6), "Utilisateur" for the others. */
export function accountTypeLabel(accountType: SessionUser['account_type']): TranslationKey {
  return ACCOUNT_TYPE_LABELS[accountType] ?? 'learning-home:profile.accountTypes.other';
}

/**
 * One line of the account details: a value as the backend wrote it (`text`: username, e-mail,
 * phone, shown left to right), or one to translate (`textKey`: the account type).
 */
export type ProfileDetail =
  | { /** Translation key of its label. */ labelKey: TranslationKey; /** The value. */ text: string }
  | {
      /** Translation key of its label. */ labelKey: TranslationKey;
      /** The value's translation key. */ textKey: TranslationKey;
    };

/** What {@link useProfile} returns. */
export interface UseProfileResult {
  /** The signed-in user, or null (the page then shows nothing: the guard sends visitors away). */
  user: SessionUser | null;
  /** Username, e-mail, phone and account type, leaving out those the user has not given. */
  details: ProfileDetail[];
  /** True for a student: the level and the avatar choice are theirs (adults have neither). */
  isStudent: boolean;
}

/** The profile `/profil`: who the user is. */
export function useProfile(): UseProfileResult {
  const user = useAppSelector(selectSessionUser);
  const isStudent = useAppSelector(selectLearningRole) === 'student';
  const details = useMemo<ProfileDetail[]>(() => {
    if (!user) return [];
    const lines: ProfileDetail[] = [
      { labelKey: 'learning-home:profile.username', text: user.profile.username },
      { labelKey: 'learning-home:profile.email', text: user.profile.email },
      { labelKey: 'learning-home:profile.phone', text: user.profile.phone_number },
    ];
    return [
      ...lines.filter((line) => 'text' in line && line.text),
      { labelKey: 'learning-home:profile.accountType', textKey: accountTypeLabel(user.account_type) },
    ];
  }, [user]);
  return { user, details, isStudent };
}

/** What {@link useAvatarChoice} returns. */
export interface UseAvatarChoiceResult extends SaveFlags {
  /** The avatars loaded so far (pages of 20); an error here means the first page failed. */
  query: SectionQuery<Avatar[]>;
  /** More avatars can be asked for. */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** A next page failed (the avatars loaded before stay). */
  moreFailed: boolean;
  /** Asks for the next page. */
  loadMore: () => void;
  /** The avatar chosen: the user's pick, else their current avatar, else null. */
  selectedId: number | null;
  /** The user's current avatar among those loaded, if found. */
  currentId: number | undefined;
  /** Picks an avatar (not saved yet). */
  choose: (avatarId: number) => void;
  /** Saves the choice (`change_avatar`); its image becomes the session user's picture at once. */
  save: () => Promise<void>;
}

/**
 * "Mon avatar": the avatars (paged by 20), the choice and its saving. The answer's image becomes the
 * user's picture in the session (header, friends), so it shows at once everywhere.
 */
export function useAvatarChoice(): UseAvatarChoiceResult {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const query = useGetAvatarsInfiniteQuery(undefined);
  const [changeAvatar] = useChangeAvatarMutation();
  const { saving, saved, failed, run } = useSaveState();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const avatars = useMemo(() => flattenPages(query.data), [query.data]);
  const currentId = avatars.find((avatar) => avatar.image_url === user?.image)?.id;
  // Until the user picks one, the current avatar is the choice.
  const selectedId = chosenId ?? currentId ?? null;
  const loaded = avatars.length > 0;
  const { fetchNextPage } = query;

  const save = useCallback(async () => {
    if (selectedId === null || saving) return;
    await run(async () => {
      const answer = await changeAvatar(selectedId).unwrap();
      // A 2xx answer without the image (another shape of the write's answer) still chose this avatar.
      const image = answer?.image ?? avatars.find((avatar) => avatar.id === selectedId)?.image_url;
      if (image) dispatch(profileUpdated({ image }));
      setChosenId(null);
    });
  }, [avatars, changeAvatar, dispatch, run, saving, selectedId]);

  return {
    query: {
      ...sectionQuery(query, query.data ? avatars : undefined),
      // A failed next page keeps the avatars already there: only a failed first page is the section's error.
      isError: query.isError && !loaded,
    },
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isError && loaded,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    selectedId,
    currentId,
    choose: setChosenId,
    save,
    saving,
    saved,
    failed,
  };
}
