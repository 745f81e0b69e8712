import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';

/** The fake backend's answer that the page's late change waits for. */
const LATE_CALL = '/harness/late-section';

/** What the late answer does to the page: add a section, or replace a tall placeholder by a short one. */
type Change = 'grows' | 'shrinks';

const sectionStyle = { padding: 16, boxSizing: 'border-box' } as const;

/**
 * A page that changes height while the story tests' picture grows its frame: the frame's first
 * resize asks for a late answer, which changes the page once it comes. Like the learning
 * dashboard's last sections, which on a busy machine asked for their data only after the picture
 * had measured the page (it grew), or a section whose loading placeholder is taller than what
 * replaces it (the page shrank, and the body, as tall as the frame, left a blank band below).
 */
function ChangingPage({ change }: { change: Change }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const startHeight = window.innerHeight;
    let asked = false;
    const onResize = () => {
      if (asked || window.innerHeight <= startHeight) return;
      asked = true;
      void fetch(LATE_CALL).then(() => setLate(true));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <main style={{ margin: 0, font: '16px/1.5 sans-serif', color: '#111' }}>
      <h1 style={{ margin: 0, padding: 16 }}>Page that {change === 'grows' ? 'grows' : 'shrinks'} while pictured</h1>
      <section style={{ ...sectionStyle, blockSize: 900, background: '#dbe8ff' }}>First section</section>
      {change === 'grows' && late && (
        <section style={{ ...sectionStyle, blockSize: 600, background: '#ffe3c2' }}>Late section</section>
      )}
      {change === 'shrinks' &&
        (late ? (
          <section style={{ ...sectionStyle, blockSize: 200, background: '#d7f5dd' }}>Loaded section</section>
        ) : (
          <section style={{ ...sectionStyle, blockSize: 600, background: '#eeeeee' }}>Placeholder</section>
        ))}
    </main>
  );
}

/**
 * The story tests' own checks (tools/storybook/pictures/picture-stories.ts), not components of the
 * apps: hidden from Storybook's sidebar, played by `nx run @kk/storybook:test-stories`. Each LTR
 * picture must be the page as it ends, whole and no taller: a harness that sized the frame only once
 * pictured the grown page white below the first section's end (the learning home's "Next Step
 * Homework" flake), and the shrunk page with a blank band below it (the learning profile's "Long
 * Name" flake), docs/testing.md.
 */
const meta = {
  title: 'Harness/Changing page',
  component: ChangingPage,
  tags: ['!dev', '!autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [http.get(`*${LATE_CALL}`, () => HttpResponse.json({}))] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
} satisfies Meta<typeof ChangingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GrowsWhilePictured: Story = { args: { change: 'grows' } };

export const ShrinksWhilePictured: Story = { args: { change: 'shrinks' } };
