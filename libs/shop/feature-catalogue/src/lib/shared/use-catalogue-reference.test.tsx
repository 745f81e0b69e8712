import { renderHook, waitFor } from '@testing-library/react';
import { LEVEL_GROUPS } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { hookWrapper } from '@kk/testing';
import { subjectName, useCatalogueReference } from './use-catalogue-reference';

describe('useCatalogueReference', () => {
  it('uses the stored lists when they are all stored', () => {
    localStorage.setItem(
      STORAGE_KEYS.levels,
      JSON.stringify([{ level_id: 99, name: 'Niveau stocké', group_id: 5, subjects_ids: [] }]),
    );
    localStorage.setItem(STORAGE_KEYS.levelGroups, JSON.stringify([{ id: 5, name: 'Cycle stocké' }]));
    localStorage.setItem(STORAGE_KEYS.subjects, JSON.stringify([{ subject_id: 1, name: 'Maths' }]));
    const { wrapper } = hookWrapper({ path: '/' });

    const { result } = renderHook(() => useCatalogueReference(), { wrapper });

    expect(result.current.levels.map((l) => l.name)).toEqual(['Niveau stocké']);
    expect(result.current.levelGroups.map((g) => g.name)).toEqual(['Cycle stocké']);
    expect(result.current.isLoading).toBe(false);
  });

  it("asks the shop's levels call while a list is not stored (a visitor's first visit)", async () => {
    const { wrapper } = hookWrapper({ path: '/' });

    const { result } = renderHook(() => useCatalogueReference(), { wrapper });

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.levelGroups.map((g) => g.name)).toEqual(LEVEL_GROUPS.map((g) => g.name)));
    expect(result.current.levels).toHaveLength(12);
    expect(result.current.subjects.length).toBeGreaterThan(0);
  });
});

describe('subjectName', () => {
  it('names a subject in Arabic when the backend sent an Arabic name', () => {
    const subject = { subject_id: 1, name: 'Mathématiques', name_ar: 'الرياضيات' };
    expect(subjectName(subject, 'ar')).toBe('الرياضيات');
    expect(subjectName(subject, 'fr')).toBe('Mathématiques');
    expect(subjectName({ subject_id: 2, name: 'Français', name_ar: null }, 'ar')).toBe('Français');
    expect(subjectName(undefined, 'fr')).toBe('');
  });
});
