import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { scholarYearValues, useScholarYears, validateScholarYear } from './use-scholar-years';

const render = () =>
  renderHook(() => useScholarYears(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

describe('validateScholarYear', () => {
  it('asks for a name and whole dates, the end later than the start (§5)', () => {
    expect(validateScholarYear({})).toEqual({
      name: 'validation:nameRequired',
      start_date: 'learning-school:form.dateInvalid',
      end_date: 'learning-school:form.dateInvalid',
    });
    expect(validateScholarYear({ name: '2027-2028', start_date: '06/09/2027', end_date: '06/09/2027' })).toEqual({
      end_date: 'validation:endDateAfterStart',
    });
    expect(validateScholarYear({ name: '2027-2028', start_date: '06/09/2027', end_date: '30/06/2028' })).toEqual({});
  });
});

describe('useScholarYears', () => {
  it("lists the demo school's years, oldest first, 2026-2027 current", async () => {
    const { result } = render();

    await waitFor(() => expect(result.current.query.data).toHaveLength(2));
    expect(result.current.query.data?.map((y) => [y.name, y.is_current])).toEqual([
      ['2025-2026', false],
      ['2026-2027', true],
    ]);
    expect(scholarYearValues(result.current.query.data?.[1] ?? null)).toEqual({
      name: '2026-2027',
      start_date: '07/09/2026',
      end_date: '30/06/2027',
    });
  });

  it('adds a year, makes it current, and refuses deleting the current one with its reason', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let errors: unknown;
    await act(async () => {
      errors = await result.current.save({ name: '2027-2028', start_date: '06/09/2027', end_date: '30/06/2028' }, null);
    });
    await waitFor(() => expect(result.current.query.data).toHaveLength(3));
    const added = result.current.query.data?.find((y) => y.name === '2027-2028');
    await act(async () => {
      if (added) await result.current.makeCurrent(added);
    });
    await waitFor(() => expect(result.current.query.data?.find((y) => y.is_current)?.name).toBe('2027-2028'));
    const refusal = await result.current.remove(added ?? result.current.query.data![0]!).catch((e: unknown) => e);

    expect(errors).toBeUndefined();
    expect(refusal).toMatchObject({ status: 400, data: { error: 'scholar_year_current' } });
  });

  it("puts the backend's field message on its field and keeps a refused save open", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let errors: unknown;
    await act(async () => {
      errors = await result.current.save({ name: '2026-2027', start_date: '07/09/2026', end_date: '30/06/2027' }, null);
    });

    expect(errors).toEqual({ name: 'learning-school:errors.yearExists' });
  });
});
