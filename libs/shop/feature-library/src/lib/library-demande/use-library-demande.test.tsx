import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { initialQuoteValues } from '../shared/quote-form/quote-values';
import { useLibraryDemande } from './use-library-demande';

const renderDemande = (id: number) =>
  renderHook(() => useLibraryDemande(), {
    wrapper: hookWrapper({
      user: demoSessionUser('librairie'),
      path: `/library/demandes/${id}`,
      route: '/library/demandes/:demande_id',
    }).wrapper,
  });

describe('useLibraryDemande', () => {
  it("groups a request's articles by level, with the schools asking and the catalogue's brands", async () => {
    const { result } = renderDemande(2);

    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Seed: request 2 asks for CM2 (level 5) at two schools.
    expect(result.current.groups).toHaveLength(1);
    const [group] = result.current.groups;
    expect(group).toMatchObject({ levelId: 5, levelName: 'CM2', answered: false });
    expect(group.schools).toHaveLength(2);
    expect(group.lines.length).toBeGreaterThan(0);
    expect(group.lines.some((line) => line.brands.length > 0)).toBe(true);
  });

  it('sends a quote for a level, which then reads as answered; a second is refused', async () => {
    const { result } = renderDemande(3);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const group = result.current.groups[0];
    const values = initialQuoteValues(group.lines.map((line) => ({ ...line, brands: [{ brand: 'Bic', price: 3 }] })));

    let refused: string | undefined = 'not sent';
    await act(async () => {
      refused = await result.current.sendQuote(group, values);
    });

    expect(refused).toBeUndefined();
    await waitFor(() => expect(result.current.groups[0]?.answered).toBe(true));
    await act(async () => {
      refused = await result.current.sendQuote(group, values);
    });
    expect(refused).toBe('shop-library:quote.alreadySent');
  });

  it('reports an id that is not a number as not found, without calling', () => {
    const { result } = renderHook(() => useLibraryDemande(), {
      wrapper: hookWrapper({
        user: demoSessionUser('librairie'),
        path: '/library/demandes/abc',
        route: '/library/demandes/:demande_id',
      }).wrapper,
    });

    expect(result.current.status).toBe('not-found');
  });
});
