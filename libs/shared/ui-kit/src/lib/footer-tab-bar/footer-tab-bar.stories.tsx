import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { BookIcon, HomeIcon, NewsIcon, QuoteIcon, UserIcon } from '../icons/icons';
import { FooterTabBar, type FooterTab } from './footer-tab-bar';

function shopTabs(
  highlighted: boolean,
  onToggle: () => void,
  labels = ['Accueil', 'Occasion', 'Devis', 'Compte', 'Actualités'],
): FooterTab[] {
  return [
    { id: 'home', label: labels[0], icon: <HomeIcon />, href: '#home' },
    { id: 'occasion', label: labels[1], icon: <BookIcon />, href: '#occasion' },
    { id: 'quotes', label: labels[2], icon: <QuoteIcon />, href: '#quotes' },
    { id: 'account', label: labels[3], icon: <UserIcon />, href: '#profile' },
    { id: 'news', label: labels[4], icon: <NewsIcon />, highlighted, onToggle },
  ];
}

const meta = {
  title: 'UI Kit/Navigation/FooterTabBar',
  component: FooterTabBar,
  tags: ['autodocs'],
  args: { label: 'Navigation principale', tabs: shopTabs(false, () => undefined), currentId: 'home', fixed: false },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const [news, setNews] = useState(false);
    return <FooterTabBar {...args} tabs={shopTabs(news, () => setNews((v) => !v))} />;
  },
} satisfies Meta<typeof FooterTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab through the five tabs; Enter on News toggles its highlight. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const news = canvas.getByRole('button', { name: 'Actualités' });
    const home = canvas.getByRole('link', { name: 'Accueil' });
    const homeActiveColour = getComputedStyle(home).color;
    await expect(news).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(news).toHaveAttribute('aria-pressed', 'true');
    // News alone looks active; Home is still the current page, drawn like the other tabs.
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(home).color).not.toBe(homeActiveColour);
    await expect(getComputedStyle(home).color).toBe(
      getComputedStyle(canvas.getByRole('link', { name: 'Occasion' })).color,
    );
    await userEvent.keyboard(' ');
    await expect(news).toHaveAttribute('aria-pressed', 'false');
    await expect(getComputedStyle(home).color).toBe(homeActiveColour);
  },
};

/**
 * `sideFrom="md"` on a wide screen: the same navigation as a side column beside the page, the
 * current tab tinted with its mark at the inline start.
 */
export const SideColumn: Story = {
  args: { sideFrom: 'md', currentId: 'quotes' },
  globals: { viewport: { value: 'wide' } },
  render: function Render(args) {
    return (
      <div style={{ display: 'flex', minBlockSize: '24rem' }}>
        <FooterTabBar {...args} />
        <p style={{ margin: '1rem' }}>Page</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Devis' })).toHaveAttribute('aria-current', 'page');
    const [first, second] = within(nav).getAllByRole('listitem');
    // One tab per row: the second sits under the first.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
  },
};

/** Each current tab, News highlighted, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="22rem">
      {['home', 'occasion', 'quotes', 'account'].map((id) => (
        <SnapshotCell key={id} title={`current ${id}`}>
          <FooterTabBar
            label={`Navigation ${id}`}
            fixed={false}
            currentId={id}
            tabs={shopTabs(false, () => undefined)}
          />
        </SnapshotCell>
      ))}
      <SnapshotCell title="news highlighted">
        <FooterTabBar
          label="Navigation actualités"
          fixed={false}
          currentId="home"
          tabs={shopTabs(true, () => undefined)}
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <FooterTabBar
          label="التنقل الرئيسي"
          fixed={false}
          currentId="quotes"
          tabs={shopTabs(false, () => undefined, ['الرئيسية', 'المستعمل', 'العروض', 'الحساب', 'الأخبار'])}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
