import { EVENT_KINDS, type Holiday, type SchoolEvent } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { FormField, Page, RowMeta, Select, TextField } from '@kk/ui-kit';
import { EditableList } from '../shared/editable-list';
import { FieldPair } from '../shared/editable-list.styles';
import { DateInput, DateRangeInputs, TimeInput } from '../shared/form-fields';
import {
  eventValues,
  holidayValues,
  useCalendar,
  validateEvent,
  validateHoliday,
  type EventValues,
  type HolidayValues,
} from './use-calendar';
import { EVENT_KIND_LABELS } from '../shared/labels';

/** The holiday form's fields. */
function HolidayFields() {
  const { t } = useTranslation('learning-school');
  return (
    <>
      <FormField name="name" component={TextField} label={t('calendar.holidayName')} required />
      <DateRangeInputs startLabel={t('calendar.firstDay')} endLabel={t('calendar.lastDay')} />
    </>
  );
}

/** The event form's fields. */
function EventFields() {
  const { t } = useTranslation('learning-school');
  return (
    <>
      <FormField name="title" component={TextField} label={t('calendar.eventTitle')} required />
      <FormField
        name="kind"
        component={Select}
        label={t('calendar.kind')}
        options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(EVENT_KIND_LABELS[kind]) }))}
      />
      <FieldPair>
        <DateInput name="start_date" label={t('calendar.startDate')} />
        <TimeInput name="start_time" label={t('calendar.startTime')} />
      </FieldPair>
      <FieldPair>
        <DateInput name="end_date" label={t('calendar.endDate')} />
        <TimeInput name="end_time" label={t('calendar.endTime')} />
      </FieldPair>
    </>
  );
}

/** The holidays, then the events, with their forms (the page's content, reused by the guided first run). */
export function CalendarSection() {
  const { t } = useTranslation('learning-school');
  const { formatDate } = useFormatters();
  const vm = useCalendar();
  const day = (iso: string) => formatDate(new Date(`${iso.slice(0, 10)}T00:00:00`), 'medium');
  const moment = (iso: string) => t('calendar.moment', { date: day(iso), time: iso.slice(11, 16) });
  return (
    <>
      <EditableList<Holiday, HolidayValues>
        title={t('calendar.holidaysTitle')}
        query={vm.holidays}
        errorMessage={t('calendar.holidaysLoadError')}
        emptyTitle={t('calendar.holidaysEmpty')}
        name={(h) => h.name}
        meta={(h) => (
          <RowMeta>
            {h.start_date === h.end_date
              ? day(h.start_date)
              : t('calendar.range', { start: day(h.start_date), end: day(h.end_date) })}
          </RowMeta>
        )}
        addLabel={t('calendar.addHoliday')}
        formTitles={{ add: t('calendar.addHolidayTitle'), edit: t('calendar.editHolidayTitle') }}
        initialValues={holidayValues}
        validate={validateHoliday}
        fields={<HolidayFields />}
        save={vm.saveHoliday}
        remove={vm.removeHoliday}
        deleteWarning={t('calendar.deleteHolidayWarning')}
      />
      <EditableList<SchoolEvent, EventValues>
        title={t('calendar.eventsTitle')}
        query={vm.events}
        errorMessage={t('calendar.eventsLoadError')}
        emptyTitle={t('calendar.eventsEmpty')}
        name={(e) => e.title}
        meta={(e) => (
          <RowMeta>
            {t(EVENT_KIND_LABELS[e.kind])} · {t('calendar.range', { start: moment(e.start), end: moment(e.end) })}
          </RowMeta>
        )}
        addLabel={t('calendar.addEvent')}
        formTitles={{ add: t('calendar.addEventTitle'), edit: t('calendar.editEventTitle') }}
        initialValues={eventValues}
        validate={validateEvent}
        fields={<EventFields />}
        save={vm.saveEvent}
        remove={vm.removeEvent}
        deleteWarning={t('calendar.deleteEventWarning')}
      />
    </>
  );
}

/**
 * `/ecole/calendrier`, "Calendrier": the holidays (name, first and last day, inclusive) and the
 * events (title, kind, start and end date-times); add, edit, delete each. Texts:
 * `learning-school:calendar.*`.
 */
export function CalendarPage() {
  const { t } = useTranslation('learning-school');
  return (
    <Page title={t('calendar.title')} description={t('calendar.description')}>
      <CalendarSection />
    </Page>
  );
}
