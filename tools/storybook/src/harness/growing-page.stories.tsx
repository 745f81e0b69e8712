import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';

/** The fake backend's answer that the late section waits for. */
const LATE_CALL = '/harness/late-section';

/**
 * A page that grows while the story tests' picture grows its frame: the frame's first resize asks
 * for a late section, which comes once the request is answered. Content like the learning
 * dashboard's last sections, which on a busy machine asked for their data only after the picture
 * had measured the page.
 */
function GrowingPage() {
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
      <h1 style={{ margin: 0, padding: 16 }}>Page that grows while its picture is taken</h1>
      <section style={{ blockSize: 900, background: '#dbe8ff', padding: 16 }}>First section</section>
      {late && <section style={{ blockSize: 600, background: '#ffe3c2', padding: 16 }}>Late section</section>}
    </main>
  );
}

/**
 * The story tests' own check (tools/storybook/pictures/picture-stories.ts), not a component of the
 * apps: hidden from Storybook's sidebar, played by `nx run @kk/storybook:test-stories`. Its LTR picture must show the late section whole; a harness
 * that sized the frame only once pictured it white below the first section's end (the learning home's
 * "Next Step Homework" flake, docs/testing.md).
 */
const meta = {
  title: 'Harness/Growing page',
  component: GrowingPage,
  tags: ['!dev', '!autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [http.get(`*${LATE_CALL}`, () => HttpResponse.json({}))] },
  },
} satisfies Meta<typeof GrowingPage>;

export default meta;

export const GrowsWhilePictured: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
