import { yieldToBrowser } from './yield';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('resumes at once where there is none (no timer to wait for)', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    try {
      await expect(yieldToBrowser()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
