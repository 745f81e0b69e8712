import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useClasses, validateClass } from './use-classes';

const render = () =>
  renderHook(() => useClasses(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useClasses', () => {
  it('requires a name, a level and a year', () => {
    expect(validateClass({})).toEqual({
      name: 'validation:nameRequired',
      level_id: 'validation:levelRequired',
      scholar_year_id: 'learning-school:classes.yearRequired',
    });
  });

  it("lists the demo school's classes by level with their students, every level taught, the current year by default", async () => {
    const { result } = render();

    await waitFor(() => expect(result.current.classes.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.taught.levels.length).toBeGreaterThan(0));
    const levels = result.current.classes.map((c) => c.level_id);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(result.current.classes.some((c) => c.students_count > 0)).toBe(true);
    expect(result.current.taught.groups).toEqual(['primaire', 'college', 'lycee']);
    expect(result.current.initialValues(null)).toEqual({ scholar_year_id: '2' });
  });

  it('adds a class, and says why a class with students and levels with classes cannot be removed', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.classes.length).toBeGreaterThan(0));
    const count = result.current.classes.length;
    const used = result.current.classes.find((c) => c.students_count > 0)!;

    let saved: unknown = 'not yet';
    let groups: unknown;
    await act(async () => {
      saved = await result.current.save({ name: '1AC-Z', level_id: '7', scholar_year_id: '2' }, null);
      groups = await result.current.saveLevelGroups(['primaire']);
    });
    const refusal = await result.current.remove(used).catch((e: unknown) => e);

    expect(saved).toBeUndefined();
    await waitFor(() => expect(result.current.classes).toHaveLength(count + 1));
    expect(result.current.classes.find((c) => c.name === '1AC-Z')).toMatchObject({ level_id: 7, students_count: 0 });
    expect(groups).toBe('learning-school:errors.levels_in_use');
    expect(refusal).toMatchObject({ data: { error: 'class_in_use' } });
  });

  it('gives a class a main professor of the school, shows them, and takes them off again', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.professors.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.classes.length).toBeGreaterThan(0));
    const classe = result.current.classes.find((c) => c.main_professor_id === null) ?? result.current.classes[0];
    const professor = result.current.professors.at(-1);
    if (!classe || !professor) throw new Error('the demo school has classes and professors');
    const values = { ...result.current.initialValues(classe), main_professor_id: String(professor.id) };

    await act(async () => {
      await result.current.save(values, classe);
    });
    await waitFor(() =>
      expect(result.current.classes.find((c) => c.id === classe.id)).toMatchObject({
        main_professor_id: professor.id,
        main_professor_name: professor.name,
      }),
    );
    const edited = result.current.classes.find((c) => c.id === classe.id) ?? classe;
    expect(result.current.initialValues(edited).main_professor_id).toBe(String(professor.id));
    await act(async () => {
      await result.current.save({ ...values, main_professor_id: undefined }, edited);
    });

    await waitFor(() =>
      expect(result.current.classes.find((c) => c.id === classe.id)).toMatchObject({
        main_professor_id: null,
        main_professor_name: null,
      }),
    );
  });
});
