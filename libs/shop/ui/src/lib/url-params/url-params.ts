import { useSearchParams } from 'react-router-dom';

/** Sets one search parameter of the page: `value`, or none when it is `fallback` (its default). */
export type SetUrlParam = (name: string, value: string, fallback?: string) => void;

/**
 * The page's search parameters, and a way to set one of them (removed at its default, '' unless
 * said), the others kept. The history entry is replaced: a reload keeps the choice, Back leaves
 * the screen rather than undoing a filter.
 */
export function useUrlParams(): [URLSearchParams, SetUrlParam] {
  const [params, setParams] = useSearchParams();
  const setParam: SetUrlParam = (name, value, fallback = '') => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  return [params, setParam];
}

/** The search parameter of a screen's open tab. */
export const TAB_PARAM = 'tab';

/**
 * The open tab of a screen with tabs, kept in the URL (`?tab=`, absent for `fallback`; an unknown
 * one reads as `fallback`), and the way to open another.
 */
export function useUrlTab<Tab extends string>(
  tabs: readonly Tab[],
  fallback: NoInfer<Tab>,
): [Tab, (tab: string) => void] {
  const [params, setParam] = useUrlParams();
  const value = params.get(TAB_PARAM);
  const tab = tabs.find((t) => t === value) ?? fallback;
  return [tab, (next) => setParam(TAB_PARAM, next, fallback)];
}
