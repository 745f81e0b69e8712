import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const orderTabs = ['En attente', 'En cours de livraison', 'Livrées', 'Annulées'].map((label, i) => ({
  id: `t${i}`,
  label,
  content: <p>{label}</p>,
}));

/** Inside the tab list's box, whichever way it scrolls. */
const inList = (tab: HTMLElement) => {
  const list = tab.parentElement?.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  return list !== undefined && rect.left >= list.left - 1 && rect.right <= list.right + 1;
};

/**
 * Wider than the screen (a phone, long labels): the list scrolls sideways and the selected tab is
 * brought into view when the screen opens on it and when the keyboard moves to another.
 */
export const Overflowing: Story = {
  args: { label: 'Commandes par état', tabs: orderTabs, defaultValue: 't3', fitted: false },
  tags: ['!visual'],
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole('tab', { name: 'Annulées' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inList(last)).toBe(true));
    await expect(inList(canvas.getByRole('tab', { name: 'En attente' }))).toBe(false);

    last.focus();
    await userEvent.keyboard('{Home}');

    await expect(canvas.getByRole('tab', { name: 'En attente' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inList(canvas.getByRole('tab', { name: 'En attente' }))).toBe(true));
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
