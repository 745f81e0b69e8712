import { viewQuery } from './view-query';

describe('viewQuery', () => {
  it('gives the data only once the view is ready or empty', () => {
    expect(viewQuery('ready', [1]).data).toEqual([1]);
    expect(viewQuery('empty', []).data).toEqual([]);
    expect(viewQuery('loading', [1])).toMatchObject({ data: undefined, isLoading: true, isError: false });
  });

  it('reports the error with its retry', () => {
    const retry = vi.fn();
    expect(viewQuery('error', [], retry)).toMatchObject({ data: undefined, isError: true, refetch: retry });
  });
});
