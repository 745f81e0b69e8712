import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { Page, PageHeader } from './page';

const meta = {
  title: 'UI Kit/Layout/Page',
  component: Page,
  tags: ['autodocs'],
  args: {
    title: 'Mes devis',
    description: 'Les demandes envoyées et les réponses des librairies.',
    children: <Skeleton variant="rect" height="5rem" count={2} />,
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page: its h1, its sentence and its sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Mes devis' })).toBeVisible();
  },
};

/** With an action at the end of the header. */
export const WithActions: Story = {
  args: { actions: <Button size="sm">Nouvelle demande</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nouvelle demande' })).toBeVisible();
  },
};

/** The header alone, with and without description and actions; Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="title only">
        <PageHeader title="Mon panier" />
      </SnapshotCell>
      <SnapshotCell title="description + actions">
        <PageHeader
          title="Mes livres"
          description="Les livres que vous vendez."
          actions={<Button size="sm">Vendre un livre</Button>}
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <PageHeader title="عروض أسعاري" description="الطلبات المرسلة وردود المكتبات." />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
