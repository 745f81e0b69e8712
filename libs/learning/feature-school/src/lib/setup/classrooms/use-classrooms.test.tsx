import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useClassrooms, validateClassroom } from './use-classrooms';

const render = () =>
  renderHook(() => useClassrooms(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('useClassrooms', () => {
  it('asks for a name, a type and a whole capacity of at least 1', () => {
    expect(validateClassroom({ capacity: '0' })).toEqual({
      name: 'validation:nameRequired',
      type_id: 'learning-school:rooms.typeRequired',
      capacity: 'learning-school:rooms.capacityInvalid',
    });
  });

  it('adds a type and a classroom of that type; a type with classrooms is not deleted', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.types.data?.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.rooms.data?.length).toBeGreaterThan(0));

    await act(async () => {
      await result.current.saveClassroomType({ name: 'Atelier' }, null);
    });
    await waitFor(() => expect(result.current.types.data?.some((t) => t.name === 'Atelier')).toBe(true));
    const type = result.current.types.data!.find((t) => t.name === 'Atelier')!;
    await act(async () => {
      await result.current.saveClassroom({ name: 'Atelier 1', type_id: String(type.id), capacity: '16' }, null);
    });
    const refusal = await result.current.removeClassroomType(type).catch((e: unknown) => e);

    await waitFor(() =>
      expect(result.current.rooms.data?.find((r) => r.name === 'Atelier 1')).toMatchObject({
        type_name: 'Atelier',
        capacity: 16,
      }),
    );
    expect(refusal).toMatchObject({ data: { error: 'classroom_type_in_use' } });
  });
});
