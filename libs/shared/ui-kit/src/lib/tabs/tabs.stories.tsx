import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forwardArrow, SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Badge } from '../badge/badge';
import { Tabs } from './tabs';

const quoteTabs = [
  {
    id: 'received',
    label: 'Reçus',
    adornment: (
      <Badge size="sm" tone="info">
        3
      </Badge>
    ),
    content: <p>Trois demandes ont reçu des devis.</p>,
  },
  { id: 'requests', label: 'Demandes', content: <p>Deux demandes attendent une réponse.</p> },
];

const meta = {
  title: 'UI Kit/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Mes devis', tabs: quoteTabs, activation: 'automatic', fitted: true, onChange: fn() },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab into the list, the arrow keys move and select (reversed in Arabic). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: /Reçus/ });

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(forwardArrow(first));

    await expect(canvas.getByRole('tab', { name: 'Demandes' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deux demandes attendent une réponse.');
    await expect(args.onChange).toHaveBeenLastCalledWith('requests');
  },
};

/** Manual activation: arrows move focus, Enter selects. */
export const Manual: Story = {
  args: { activation: 'manual' },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(forwardArrow(canvas.getByRole('tablist')));
    await expect(canvas.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Fitted and natural width, second tab selected, disabled tab, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="20rem">
      <SnapshotCell title="fitted">
        <Tabs label="Devis (largeur)" fitted tabs={quoteTabs} />
      </SnapshotCell>
      <SnapshotCell title="natural, second selected">
        <Tabs label="Devis (second)" tabs={quoteTabs} defaultValue="requests" />
      </SnapshotCell>
      <SnapshotCell title="disabled tab">
        <Tabs
          label="Profil"
          tabs={[
            { id: 'info', label: 'Informations', content: <p>Coordonnées</p> },
            { id: 'addresses', label: 'Adresses', content: <p>Adresses</p> },
            { id: 'orders', label: 'Commandes', content: <p>Commandes</p>, disabled: true },
          ]}
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Tabs
          label="عروضي"
          fitted
          tabs={[
            { id: 'received', label: 'المستلمة', content: <p>ثلاثة طلبات تلقت عروضا.</p> },
            { id: 'requests', label: 'الطلبات', content: <p>طلبان في الانتظار.</p> },
          ]}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
