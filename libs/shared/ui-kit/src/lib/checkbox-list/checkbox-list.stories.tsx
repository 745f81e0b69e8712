import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { CheckboxList, CheckboxListField, type CheckboxListFieldGroup } from './checkbox-list';

const primaire: CheckboxListFieldGroup = {
  key: 'primaire',
  legend: 'Niveaux du primaire',
  options: [
    { value: '1', label: 'CP' },
    { value: '2', label: 'CE1' },
    { value: '3', label: 'CE2' },
    { value: '4', label: 'CM1' },
  ],
};
const college: CheckboxListFieldGroup = {
  key: 'college',
  legend: 'Niveaux du collège',
  options: [
    { value: '7', label: '1ère année collège' },
    { value: '8', label: '2ème année collège' },
  ],
};

/** A school's levels (at least one), in one or several groups, in a form that submits them. */
function LevelsForm({
  groups,
  columns,
  onSubmit,
}: {
  groups: readonly CheckboxListFieldGroup[];
  columns?: number;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  return (
    <Form<{ levels?: string[] }>
      onSubmit={onSubmit}
      initialValues={{ levels: ['2'] }}
      validate={(values) => (values.levels?.length ? {} : { levels: 'Niveau requis' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxInlineSize: '40rem' }}>
          <CheckboxListField name="levels" groups={groups} columns={columns} />
          <div>
            <Button type="submit">Enregistrer</Button>
          </div>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'UI Kit/Forms/CheckboxListField',
  component: LevelsForm,
  tags: ['autodocs'],
  args: { groups: [primaire], onSubmit: fn() },
} satisfies Meta<typeof LevelsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Space checks a level (added to the list), Space again unchecks it; Enter submits the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Niveaux du primaire' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'CE1' })).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'CP' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CM1' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit.mock.calls[0][0]).toEqual({ levels: ['2', '1', '4'] });
  },
};

/** Levels by cycle, three columns where there is room: the error (once the list is touched) shows once under all groups. */
export const GroupsWithError: Story = {
  args: { groups: [primaire, college], columns: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CE1' }));
    await expect(canvas.getAllByText('Niveau requis')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: 'Niveaux du collège' })).toHaveAccessibleDescription(
      'Niveau requis',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without a form: the group takes the list checked and gives back the new one. */
export const Controlled: Story = {
  render: function Render() {
    const [value, setValue] = useState<string[]>(['8']);
    return (
      <CheckboxList
        name="competency_ids"
        legend={college.legend}
        options={college.options}
        value={value}
        onChange={setValue}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '1ère année collège' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '2ème année collège' }));
    await expect(canvas.getByRole('checkbox', { name: '1ère année collège' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '2ème année collège' })).not.toBeChecked();
  },
};
