import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox } from '../checkbox/checkbox';
import { getFieldError } from '../form-field/field-error';
import { ListError, ListGroup } from './checkbox-list.styles';

/** One choice of a checkbox list: the value kept in the list when checked, and its label. */
export interface CheckboxListOption {
  /** Value added to the chosen list (e.g. a level's id as a string). */
  value: string;
  /** The checkbox's label. */
  label: ReactNode;
}

/** Props of CheckboxList. */
export interface CheckboxListProps {
  /** Name of the checkboxes (the form value's name). */
  name: string;
  /** The group's legend, which names it. */
  legend: ReactNode;
  /** The choices, in order. */
  options: readonly CheckboxListOption[];
  /** The values checked. */
  value: readonly string[];
  /** Called with the new list when a box is checked (appended) or unchecked (removed). */
  onChange: (value: string[]) => void;
  /** Columns where there is room (one on a phone). @default 2 */
  columns?: number;
  /** Id of a message that describes the group (its error). */
  describedBy?: string;
}

/**
 * A titled group of checkboxes whose value is the list of the values checked (a subject's levels,
 * the competencies a control assesses): one column on a phone, `columns` where there is room.
 *
 * @example
 * <CheckboxList name="competency_ids" legend={t('competencies')} options={options} value={chosen} onChange={setChosen} />
 */
export function CheckboxList({ name, legend, options, value, onChange, columns = 2, describedBy }: CheckboxListProps) {
  return (
    <ListGroup $columns={columns} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          label={option.label}
          checked={value.includes(option.value)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
          }
        />
      ))}
    </ListGroup>
  );
}

/** A group of a CheckboxListField. */
export interface CheckboxListFieldGroup {
  /** Unique key of the group. */
  key: string | number;
  /** The group's legend. */
  legend: ReactNode;
  /** The group's choices. */
  options: readonly CheckboxListOption[];
}

/** Props of CheckboxListField. */
export interface CheckboxListFieldProps {
  /** Name of the react-final-form field: an array of the values checked. */
  name: string;
  /** The groups of checkboxes (one, or several under their own legends, e.g. levels by cycle). */
  groups: readonly CheckboxListFieldGroup[];
  /** Columns of each group where there is room. @default 2 */
  columns?: number;
}

/**
 * A react-final-form array field drawn as checkbox groups: a check adds its value, an uncheck removes
 * it, and the field counts as touched; its error (§5: once touched) shows once under the groups,
 * which it describes.
 *
 * @example
 * <CheckboxListField name="level_ids" groups={[{ key: 'levels', legend: t('levels'), options }]} />
 */
export function CheckboxListField({ name, groups, columns }: CheckboxListFieldProps) {
  const errorId = useId();
  const { input, meta } = useField<string[]>(name, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = getFieldError(meta);
  const change = (next: string[]) => {
    input.onChange(next);
    input.onBlur();
  };
  return (
    <>
      {groups.map((group) => (
        <CheckboxList
          key={group.key}
          name={name}
          legend={group.legend}
          options={group.options}
          value={input.value || []}
          onChange={change}
          columns={columns}
          describedBy={error ? errorId : undefined}
        />
      ))}
      {error && <ListError id={errorId}>{error}</ListError>}
    </>
  );
}
