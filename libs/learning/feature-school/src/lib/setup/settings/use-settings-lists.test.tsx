import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSettingsLists, validateNamed } from './use-settings-lists';

const render = () =>
  renderHook(() => useSettingsLists(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useSettingsLists', () => {
  it('asks for a name', () => {
    expect(validateNamed({ name: '  ' })).toEqual({ name: 'validation:nameRequired' });
    expect(validateNamed({ name: 'Cantine' })).toEqual({});
  });

  it('adds and edits a reclamation type; the list shows it', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.reclamationTypes.data?.length).toBeGreaterThan(0));

    await act(async () => {
      await result.current.saveReclamationType({ name: ' Infirmerie ', description: 'Soins.' }, null);
    });
    await waitFor(() =>
      expect(result.current.reclamationTypes.data?.at(-1)).toMatchObject({ name: 'Infirmerie', description: 'Soins.' }),
    );
    const added = result.current.reclamationTypes.data?.at(-1) ?? null;
    await act(async () => {
      await result.current.saveReclamationType({ name: 'Santé', description: '' }, added);
    });

    await waitFor(() =>
      expect(result.current.reclamationTypes.data?.at(-1)).toMatchObject({ id: added?.id, name: 'Santé' }),
    );
  });

  it('adds an empty exercise category and deletes it; one holding exercises is refused', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.categories.data?.length).toBeGreaterThan(0));
    const full = result.current.categories.data?.find((c) => c.exercises_count > 0);

    await act(async () => {
      await result.current.saveExerciseCategory({ name: 'Géométrie' }, null);
    });
    await waitFor(() =>
      expect(result.current.categories.data?.at(-1)).toMatchObject({ name: 'Géométrie', exercises_count: 0 }),
    );
    const added = result.current.categories.data?.at(-1);
    const refusal = full ? await result.current.removeExerciseCategory(full).catch((e: unknown) => e) : null;
    if (added) await act(() => result.current.removeExerciseCategory(added));

    expect(refusal).toMatchObject({ data: { error: 'category_in_use' } });
    await waitFor(() => expect(result.current.categories.data?.some((c) => c.name === 'Géométrie')).toBe(false));
  });
});
