import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { TextArea } from './text-area';

const meta = {
  title: 'UI Kit/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description', rows: 4, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab in and type several lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });

    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Très bon état.{Enter}Quelques annotations.');

    await expect(textarea).toHaveValue('Très bon état.\nQuelques annotations.');
  },
};

/** Empty, filled, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <TextArea label="Description du livre" placeholder="État, annotations…" />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <TextArea label="Message" defaultValue={'Bonjour,\nle livre est-il toujours disponible ?'} />
      </SnapshotCell>
      <SnapshotCell title="error">
        <TextArea label="Motif" error="Ce champ est obligatoire" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <TextArea label="Remarque" defaultValue="Lecture seule" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <TextArea label="الوصف" defaultValue="الكتاب في حالة جيدة" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
