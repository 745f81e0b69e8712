import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Badge } from '../badge/badge';
import { Accordion } from './accordion';
import { Collapsible } from './collapsible';

const levels = [
  { id: 'cp', title: 'CP', adornment: <Badge size="sm">12</Badge>, content: <p>Cahiers, crayons, trousse…</p> },
  { id: 'ce1', title: 'CE1', adornment: <Badge size="sm">15</Badge>, content: <p>Cahiers, règle, compas…</p> },
  { id: 'ce2', title: 'CE2', content: <p>Dictionnaire, calculatrice…</p> },
];

const meta = {
  title: 'UI Kit/Layout/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: levels, allowMultiple: true, variant: 'card', onOpenChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'plain'] } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to a section title, Enter opens it, Enter again closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    const cp = canvas.getByRole('button', { name: /CP/ });
    await expect(cp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cp).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /CP/ })).toHaveTextContent('Cahiers, crayons, trousse…');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['cp']);

    await userEvent.keyboard(' ');
    await expect(cp).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A single Collapsible (the profile's add-address form). */
export const SingleCollapsible: StoryObj<typeof Collapsible> = {
  tags: ['!visual'],
  render: () => (
    <Collapsible title="Ajouter une adresse">
      <p>Le formulaire d’adresse.</p>
    </Collapsible>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une adresse' }));
    await expect(canvas.getByRole('region', { name: 'Ajouter une adresse' })).toBeVisible();
  },
};

/** Card and plain, open and closed, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="card, one open">
        <Accordion items={levels} defaultOpenIds={['ce1']} />
      </SnapshotCell>
      <SnapshotCell title="plain">
        <Accordion
          variant="plain"
          items={[
            { id: 'privacy', title: 'Confidentialité', content: <p>Texte</p> },
            { id: 'password', title: 'Changer le mot de passe', content: <p>Formulaire</p> },
          ]}
          defaultOpenIds={['password']}
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Collapsible title="إضافة عنوان" defaultOpen>
          <p>استمارة العنوان</p>
        </Collapsible>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
