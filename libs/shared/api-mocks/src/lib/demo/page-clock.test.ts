import { followPageClock } from './page-clock';

describe("followPageClock (the demo backend's worker on the page's clock)", () => {
  const RealDate = Date;
  afterEach(() => {
    globalThis.Date = RealDate;
  });

  it("dates what is made with no time at the page's time of the call, moved on by the time since", () => {
    const pageCall = followPageClock();
    const pageNow = new RealDate('2026-11-25T09:30:00+01:00').getTime();
    pageCall(pageNow);

    expect(Date.now() - pageNow).toBeGreaterThanOrEqual(0);
    expect(Date.now() - pageNow).toBeLessThan(1000);
    const made = new Date();
    expect(made).toBeInstanceOf(RealDate);
    expect(made.getTime() - pageNow).toBeLessThan(1000);
    expect(made.toISOString().slice(0, 16)).toBe('2026-11-25T08:30');
    expect(Date()).toBe(new RealDate(Date.now()).toString());

    // The next call brings the page's new time (a clock moved on by 20 minutes).
    pageCall(pageNow + 20 * 60_000);
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-11-25T08:50');
  });

  it('leaves a date made from a given time, and the statics, as they are', () => {
    followPageClock()(new RealDate('2030-01-01T00:00:00Z').getTime());

    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2026-11-25').getTime()).toBe(RealDate.UTC(2026, 10, 25));
    expect(Date.UTC(2026, 10, 25)).toBe(RealDate.UTC(2026, 10, 25));
    expect(Date.parse('2026-11-25T00:00:00Z')).toBe(RealDate.UTC(2026, 10, 25));
  });
});
