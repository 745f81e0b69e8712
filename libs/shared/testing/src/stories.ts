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

/**
 * The URLs of the requests that the stories played so far in this page hold on purpose
 * (`holdResponse`). The story tests' pictures (tools/storybook/pictures/picture-stories.ts) wait for
 * the page's network to be quiet before they picture it: these they do not wait for, as they never
 * end. One set for the page, emptied by the harness before each story, which reads it as
 * `globalThis.heldStoryRequests` (the harness, a tool, imports no lib).
 */
const heldRequestUrls: Set<string> = ((globalThis as { heldStoryRequests?: Set<string> }).heldStoryRequests ??=
  new Set<string>());

/**
 * A fake-backend resolver that never answers: what a story passes to keep its page in a loading or
 * submitting state (`http.get(path, holdResponse)`). The request is named as held on purpose, so the
 * pictures do not wait for it (a plain `delay('infinite')` makes each picture wait its time limit).
 */
export async function holdResponse({ request }: { request: Request }): Promise<undefined> {
  heldRequestUrls.add(request.url);
  await delay('infinite');
  return undefined;
}

/** A story whose GET `path` never answers: it checks that the page shows its loading skeleton. */
export function loadingStory(path: string) {
  return {
    parameters: { msw: { handlers: [http.get(path, holdResponse)] } },
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
