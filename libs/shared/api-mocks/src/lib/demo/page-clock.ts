/**
 * The demo backend's clock is the page's (its worker only: worker.ts). Each call carries the page's
 * `Date.now()` (protocol.ts), and while it is answered `new Date()` and `Date.now()` of the worker
 * read that time, moved on by the real time since: what the backend dates (an order, a roll call
 * "recorded at 09:32", a request the libraries answer after 20 s) agrees with what the page shows,
 * also when the page's clock is not the machine's (the e2e journeys set it with Playwright's clock,
 * which a worker does not see). Any other use of `Date` is left as it is.
 *
 * @returns the function that takes the page's time of a call.
 */
export function followPageClock(): (pageNow: number) => void {
  const RealDate = Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  const PageDate = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
  globalThis.Date = PageDate;
  return (pageNow) => {
    offset = pageNow - RealDate.now();
  };
}
