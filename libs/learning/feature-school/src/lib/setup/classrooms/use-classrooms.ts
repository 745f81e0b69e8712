import { useCallback } from 'react';
import {
  useGetClassroomsQuery,
  useGetClassroomTypesQuery,
  useSaveClassroomMutation,
  useSaveClassroomTypeMutation,
} from '@kk/api-clients';
import type { Classroom, ClassroomType } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { saveRow } from '../shared/save-row';

/** Values of the classroom type form. */
export interface ClassroomTypeValues {
  name?: string;
}

/** Values of the classroom form (type id as the select gives it, capacity as typed). */
export interface ClassroomValues {
  name?: string;
  type_id?: string;
  capacity?: string;
}

/** Name required. */
export function validateClassroomType(values: ClassroomTypeValues): Partial<Record<'name', TranslationKey>> {
  return values.name?.trim() ? {} : { name: 'validation:nameRequired' };
}

/** Name and type required; the capacity a whole number of at least 1. */
export function validateClassroom(values: ClassroomValues): Partial<Record<keyof ClassroomValues, TranslationKey>> {
  const errors: Partial<Record<keyof ClassroomValues, TranslationKey>> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.type_id) errors.type_id = 'learning-school:rooms.typeRequired';
  const capacity = Number(values.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) errors.capacity = 'learning-school:rooms.capacityInvalid';
  return errors;
}

/** The classroom form's values (a new one: capacity 30). */
export function classroomValues(room: Classroom | null): ClassroomValues {
  return room
    ? { name: room.name, type_id: String(room.type_id), capacity: String(room.capacity) }
    : { capacity: '30' };
}

/**
 * View model of `/ecole/salles`: the classroom types (call 70, write 87; a type with classrooms is
 * not deleted) and the classrooms (71, 89; one with seances is not deleted).
 */
export function useClassrooms() {
  const types = useGetClassroomTypesQuery();
  const rooms = useGetClassroomsQuery();
  const [saveType] = useSaveClassroomTypeMutation();
  const [saveRoom] = useSaveClassroomMutation();

  const saveClassroomType = useCallback(
    async (values: ClassroomTypeValues, type: ClassroomType | null) => {
      const name = values.name?.trim() ?? '';
      return saveRow(saveType, type, { name });
    },
    [saveType],
  );

  const saveClassroom = useCallback(
    async (values: ClassroomValues, room: Classroom | null) => {
      const fields = {
        name: values.name?.trim() ?? '',
        type_id: Number(values.type_id),
        capacity: Number(values.capacity),
      };
      return saveRow(saveRoom, room, fields);
    },
    [saveRoom],
  );

  return {
    types,
    rooms,
    saveClassroomType,
    removeClassroomType: (type: ClassroomType) => saveType({ action: 'delete', id: type.id }).unwrap(),
    saveClassroom,
    removeClassroom: (room: Classroom) => saveRoom({ action: 'delete', id: room.id }).unwrap(),
  };
}
