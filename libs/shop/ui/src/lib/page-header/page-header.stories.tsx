import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@kk/ui-kit';
import { SectionTitle, ShopPageHeader } from './page-header';

const meta = {
  title: 'Shop/UI/ShopPageHeader',
  component: ShopPageHeader,
  args: { title: 'Mes devis', description: 'Les demandes envoyées et les réponses des librairies.' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ShopPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page title with its sentence. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Mes devis' })).toBeVisible();
  },
};

/** With an action and a section title under it. */
export const WithAction: Story = {
  render: (args) => (
    <>
      <ShopPageHeader {...args} actions={<Button size="sm">Nouvelle demande</Button>} />
      <SectionTitle>Reçus</SectionTitle>
    </>
  ),
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'عروض أسعاري', description: 'الطلبات المرسلة وردود المكتبات.' },
};
