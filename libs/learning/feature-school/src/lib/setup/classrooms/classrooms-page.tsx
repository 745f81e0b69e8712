import type { Classroom, ClassroomType } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { FormField, NumberFormField, Page, RowMeta, Select, TextField } from '@kk/ui-kit';
import { EditableList } from '../shared/editable-list';
import {
  classroomValues,
  useClassrooms,
  validateClassroom,
  validateClassroomType,
  type ClassroomTypeValues,
  type ClassroomValues,
} from './use-classrooms';

/** The classroom types, then the classrooms, with their forms (the page's content, reused by the guided first run). */
export function ClassroomsSection() {
  const { t } = useTranslation('learning-school');
  const { formatNumber } = useFormatters();
  const vm = useClassrooms();
  const types = vm.types.data ?? [];
  return (
    <>
      <EditableList<ClassroomType, ClassroomTypeValues>
        title={t('rooms.typesTitle')}
        query={vm.types}
        errorMessage={t('rooms.typesLoadError')}
        emptyTitle={t('rooms.typesEmpty')}
        name={(type) => type.name}
        addLabel={t('rooms.addType')}
        formTitles={{ add: t('rooms.addTypeTitle'), edit: t('rooms.editTypeTitle') }}
        initialValues={(type) => ({ name: type?.name })}
        validate={validateClassroomType}
        fields={<FormField name="name" component={TextField} label={t('rooms.typeName')} required />}
        save={vm.saveClassroomType}
        remove={vm.removeClassroomType}
        deleteWarning={t('rooms.deleteTypeWarning')}
      />
      <EditableList<Classroom, ClassroomValues>
        title={t('rooms.roomsTitle')}
        query={vm.rooms}
        errorMessage={t('rooms.roomsLoadError')}
        emptyTitle={t('rooms.roomsEmpty')}
        name={(room) => room.name}
        meta={(room) => (
          <RowMeta>
            <bdi>{room.type_name}</bdi> ·{' '}
            {t('rooms.capacityLine', { count: room.capacity, value: formatNumber(room.capacity) })}
          </RowMeta>
        )}
        addLabel={t('rooms.addRoom')}
        formTitles={{ add: t('rooms.addRoomTitle'), edit: t('rooms.editRoomTitle') }}
        initialValues={classroomValues}
        validate={validateClassroom}
        fields={
          <>
            <FormField name="name" component={TextField} label={t('rooms.roomName')} required />
            <FormField
              name="type_id"
              component={Select}
              label={t('rooms.type')}
              placeholder={t('rooms.typePlaceholder')}
              options={types.map((type) => ({ value: String(type.id), label: type.name }))}
              required
            />
            <NumberFormField name="capacity" label={t('rooms.capacity')} required />
          </>
        }
        save={vm.saveClassroom}
        remove={vm.removeClassroom}
        deleteWarning={t('rooms.deleteRoomWarning')}
      />
    </>
  );
}

/**
 * `/ecole/salles`, "Salles": the classroom types, then the classrooms (name, type, capacity); add,
 * edit, delete each. Texts: `learning-school:rooms.*`.
 */
export function ClassroomsPage() {
  const { t } = useTranslation('learning-school');
  return (
    <Page title={t('rooms.title')} description={t('rooms.description')}>
      <ClassroomsSection />
    </Page>
  );
}
