import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { SearchBox } from './search-box';

const meta = {
  title: 'UI Kit/Forms/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    label: 'Rechercher une école',
    placeholder: 'Nom de l’école',
    delay: 500,
    onSearch: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type, the search runs after the pause; Tab to the clear button and press Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Rechercher une école' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Lycée Atlas');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Lycée Atlas'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Effacer la recherche' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Empty, filled, visible label, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <SearchBox {...args} label="Rechercher une école" />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <SearchBox {...args} label="Rechercher un livre" defaultValue="Mathématiques" />
      </SnapshotCell>
      <SnapshotCell title="visible label">
        <SearchBox {...args} label="Rechercher une demande" showLabel />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <SearchBox
          {...args}
          label="ابحث عن مدرسة"
          clearLabel="مسح البحث"
          placeholder="اسم المدرسة"
          defaultValue="الأطلس"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
