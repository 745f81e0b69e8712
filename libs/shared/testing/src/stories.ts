/**
 * Page stories' Loading and Error states over the fake backend, one way in every lib: the call
 * never answers (the query's skeleton shows), or it fails with a 500 (the screen's message and its
 * Retry button). Browser only (msw handlers, storybook/test), so kept out of `@kk/testing`, which
 * unit tests load too.
 *
 * @example
 * export const Loading: Story = loadingStory('*\/api/challenges/');
 * export const Error: Story = failedStory('*\/api/challenges/', "Tes défis n'ont pas pu être chargés.");
 */
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** What a story's `play` receives and these helpers read. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/** A story whose GET `path` never answers: it checks that the page shows its loading skeleton. */
export function loadingStory(path: string) {
  return {
    parameters: { msw: { handlers: [http.get(path, () => delay('infinite'))] } },
    play: async ({ canvasElement }: PlayContext) => {
      await waitFor(() => expect(canvasElement.querySelector('[data-ui="query-state-loading"]')).not.toBeNull());
    },
  };
}

/** A story whose GET `path` fails with a 500: it checks the page's `message` and its enabled Retry button. */
export function failedStory(path: string, message: string) {
  return {
    parameters: {
      msw: { handlers: [http.get(path, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
    },
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    },
  };
}
