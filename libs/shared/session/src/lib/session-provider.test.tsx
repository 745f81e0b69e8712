import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { aParentUser } from '../testing/session-fixtures';
import { SessionProvider } from './session-provider';
import { loggedIn, selectIsLoggedIn } from './session-slice';
import { makeStore, useAppSelector } from './store';

function Who() {
  return <p>{useAppSelector(selectIsLoggedIn) ? 'Connecté' : 'Visiteur'}</p>;
}

const app = (store: ReturnType<typeof makeStore>) => (
  <SessionProvider store={store} bootstrap={false}>
    <Who />
  </SessionProvider>
);

describe('SessionProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('adopts a page drawn from the state the store started with, then shows what changed since (data asked for before)', async () => {
    // Arrange: the page drawn at build time from a new store, which then changes before the adoption
    // (the first screen's data that `prefetchPageData` asked for has arrived).
    const store = makeStore({ preloadedUser: null });
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(store));
    document.body.append(container);
    store.dispatch(loggedIn(aParentUser()));
    const recoverable = vi.fn();

    // Act
    await act(async () => {
      hydrateRoot(container, app(store), { onRecoverableError: recoverable });
    });

    // Assert: adopted without a mismatch (nothing drawn again from scratch), then brought up to date.
    await waitFor(() => expect(container).toHaveTextContent('Connecté'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});
