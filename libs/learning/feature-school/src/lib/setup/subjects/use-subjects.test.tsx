import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { subjectValues, useSubjects, validateSubject } from './use-subjects';

const render = () =>
  renderHook(() => useSubjects(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useSubjects', () => {
  it('asks for a name, a level and a coefficient that is not negative (§5)', () => {
    expect(validateSubject({ coefficient: '' })).toEqual({
      name: 'validation:nameRequired',
      level_ids: 'validation:levelRequired',
      coefficient: 'learning-school:subjects.coefficientRequired',
    });
    expect(validateSubject({ name: 'Robotique', level_ids: ['7'], coefficient: '-1' })).toEqual({
      coefficient: 'validation:coefficientNotNegative',
    });
    expect(validateSubject({ name: 'Robotique', level_ids: ['7'], coefficient: '0,5' })).toEqual({});
  });

  it("lists the national programme's subjects, then adds the school's own", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.subjects.length).toBeGreaterThan(0));
    expect(result.current.subjects.every((s) => !s.own)).toBe(true);

    let errors: unknown = 'not yet';
    await act(async () => {
      errors = await result.current.save(
        { name: 'Robotique', name_ar: 'الروبوتيك', level_ids: ['7', '8'], coefficient: '1,5' },
        null,
      );
    });

    expect(errors).toBeUndefined();
    await waitFor(() => expect(result.current.subjects.at(-1)).toMatchObject({ name: 'Robotique', own: true }));
    expect(subjectValues(result.current.subjects.at(-1) ?? null)).toEqual({
      name: 'Robotique',
      name_ar: 'الروبوتيك',
      level_ids: ['7', '8'],
      coefficient: '1.5',
    });
  });
});
