import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { schoolLogo as logo } from '../../testing/sample-images';
import { SchoolCard } from './school-card';

const meta = {
  title: 'Shop/UI/SchoolCard',
  component: SchoolCard,
  tags: ['autodocs'],
  args: {
    name: 'Groupe Scolaire Al Amal',
    address: '12 rue des Orangers',
    city: 'Casablanca',
    logoUrl: logo,
    cycles: ['Primaire', 'Collège'],
    cyclesLabel: 'Cycles',
    layout: 'list',
    href: '#school-3',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['list', 'grid'] } },
} satisfies Meta<typeof SchoolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List layout. Keyboard only: Tab reaches the school's link. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();

    await expect(canvas.getByRole('link', { name: 'Groupe Scolaire Al Amal' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Groupe Scolaire Al Amal' })).toHaveAttribute('href', '#school-3');
  },
};

/** Grid layout. */
export const Grid: Story = { args: { layout: 'grid' }, tags: ['!visual'] };

/** List and grid, with and without logo, long name, no cycles, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="17rem">
      <SnapshotCell title="list">
        <SchoolCard {...args} />
      </SnapshotCell>
      <SnapshotCell title="list without logo">
        <SchoolCard {...args} name="École Ibn Batouta" logoUrl={null} cycles={['Maternelle', 'Primaire']} />
      </SnapshotCell>
      <SnapshotCell title="long name">
        <SchoolCard
          {...args}
          name="Institut International des Sciences et des Langues de Rabat Agdal"
          city="Rabat"
          address="Avenue Mohammed VI, immeuble 4"
          cycles={['Primaire', 'Collège', 'Lycée']}
        />
      </SnapshotCell>
      <SnapshotCell title="grid">
        <SchoolCard {...args} layout="grid" />
      </SnapshotCell>
      <SnapshotCell title="grid without logo">
        <SchoolCard {...args} layout="grid" name="Lycée Atlas" logoUrl={undefined} cycles={[]} />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <SchoolCard
          {...args}
          name="مدرسة الأمل"
          address="زنقة البرتقال 12"
          city="الدار البيضاء"
          cycles={['ابتدائي', 'إعدادي']}
          cyclesLabel="الأسلاك"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
