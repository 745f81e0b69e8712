import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ErrorDescriptionProvider, useDescribeError } from './error-description';
import { QueryState, type QueryStateQuery } from './query-state';

function renderQuery(query: QueryStateQuery<string[]>, lang = 'fr') {
  return renderWithTheme(
    <QueryState
      query={query}
      errorMessage="Impossible de charger vos commandes."
      isEmpty={(orders) => orders.length === 0}
      empty={<p>Aucune commande</p>}
      isNotFound={(error) => (error as { status?: number } | undefined)?.status === 404}
      notFound={<h1>Commande introuvable</h1>}
    >
      {(orders) => (
        <ul>
          {orders.map((order) => (
            <li key={order}>{order}</li>
          ))}
        </ul>
      )}
    </QueryState>,
    { lang },
  );
}

describe('QueryState', () => {
  it('shows a busy region and says politely that it loads', () => {
    const { container } = renderQuery({ isLoading: true, isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what loads in the caller’s words when given, once', () => {
    renderWithTheme(
      <QueryState
        query={{ isLoading: true, isError: false }}
        errorMessage="x"
        loadingLabel="Chargement de vos demandes…"
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos demandes…');
  });

  it('shows the caller’s skeleton while it loads', () => {
    renderWithTheme(
      <QueryState query={{ isLoading: true, isError: false }} errorMessage="x" loading={<p>Squelette</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Squelette')).toBeInTheDocument();
  });

  it('shows the failure with a Retry button that asks again', async () => {
    const refetch = vi.fn();
    renderQuery({ isError: true, error: { status: 500 }, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger vos commandes.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('names the cause of the failure after its message when the app describes errors', () => {
    renderWithTheme(
      <ErrorDescriptionProvider
        describe={(error) =>
          (error as { status?: number })?.status === 504 ? 'Le serveur a mis trop de temps.' : null
        }
      >
        <QueryState
          query={{ isError: true, error: { status: 504 } }}
          errorMessage="Impossible de charger vos commandes."
        >
          {() => null}
        </QueryState>
      </ErrorDescriptionProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de charger vos commandes. Le serveur a mis trop de temps.',
    );
  });

  it('has no Retry button without refetch, and takes a retry label', () => {
    const { unmount } = renderQuery({ isError: true });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <QueryState query={{ isError: true, refetch: vi.fn() }} errorMessage="x" retryLabel="Recharger">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });

  it('names its texts in the ThemeRoot language', () => {
    renderQuery({ isError: true, refetch: vi.fn() }, 'ar');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('shows the not-found block for a 404, the error otherwise', () => {
    renderQuery({ isError: true, error: { status: 404 }, refetch: vi.fn() });
    expect(screen.getByRole('heading', { name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for empty data, the content otherwise', () => {
    const { unmount } = renderQuery({ data: [], isError: false });
    expect(screen.getByText('Aucune commande')).toBeInTheDocument();
    unmount();
    renderQuery({ data: ['Commande 12'], isError: false });
    expect(screen.getByRole('listitem')).toHaveTextContent('Commande 12');
  });

  it('keeps the content on screen while the data loads again, and when a later request fails', () => {
    const { unmount } = renderQuery({ data: ['Commande 12'], isLoading: true, isError: false });
    expect(screen.getByRole('listitem')).toHaveTextContent('Commande 12');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderQuery({ data: ['Commande 12'], isError: true, refetch: vi.fn() });
    expect(screen.getByRole('listitem')).toHaveTextContent('Commande 12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('deferContent (long content drawn in a transition)', () => {
    /** How many times the skeleton and the content were drawn. */
    function counted(deferContent: boolean) {
      const draws = { skeleton: 0, content: 0 };
      function Skeleton() {
        draws.skeleton += 1;
        return <p>…</p>;
      }
      const view = (query: QueryStateQuery<string[]>) => (
        <QueryState query={query} errorMessage="Échec." loading={<Skeleton />} deferContent={deferContent}>
          {(orders) => {
            draws.content += 1;
            return <p>{orders.join(', ')}</p>;
          }}
        </QueryState>
      );
      return { draws, view };
    }

    it('draws the skeleton once more in the render where the data arrives, and the content in a later one', () => {
      const direct = counted(false);
      const first = renderWithTheme(direct.view({ isLoading: true, isError: false }));
      first.rerender(direct.view({ data: ['Commande 12'], isError: false }));
      expect(screen.getByText('Commande 12')).toBeInTheDocument();
      first.unmount();

      const deferred = counted(true);
      const second = renderWithTheme(deferred.view({ isLoading: true, isError: false }));
      second.rerender(deferred.view({ data: ['Commande 13'], isError: false }));
      expect(screen.getByText('Commande 13')).toBeInTheDocument();

      // The urgent render of the new data kept the skeleton; the content came in the deferred one.
      expect(deferred.draws.skeleton).toBeGreaterThan(direct.draws.skeleton);
    });

    it('draws data already there when the screen opens at once, without a skeleton', () => {
      const deferred = counted(true);
      renderWithTheme(deferred.view({ data: ['Commande 14'], isError: false }));

      expect(screen.getByText('Commande 14')).toBeInTheDocument();
      expect(deferred.draws.skeleton).toBe(0);
    });
  });
});

describe('useDescribeError', () => {
  /** Says a failure met in a click, as a toast would. */
  function SaveButton() {
    const describeError = useDescribeError();
    return (
      <button type="button" onClick={(event) => (event.currentTarget.title = describeError({ status: 504 }) ?? '')}>
        Enregistrer
      </button>
    );
  }

  it("gives an event handler the nearest provider's description of a failure", async () => {
    renderWithTheme(
      <ErrorDescriptionProvider describe={(error) => `cause ${(error as { status: number }).status}`}>
        <SaveButton />
      </ErrorDescriptionProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('title', 'cause 504');
  });
});
