import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DirectionContext } from '../theme/direction';
import { Portal } from './portal';

function Page() {
  return (
    <DirectionContext.Provider value="rtl">
      <main>
        <h1>Connexion</h1>
      </main>
      <Portal>
        <p>Message au-dessus de la page</p>
      </Portal>
    </DirectionContext.Provider>
  );
}

describe('Portal and a page rendered on the server', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders nothing on the server: the page markup holds none of its content', () => {
    const html = renderToString(<Page />);

    expect(html).toContain('Connexion');
    expect(html).not.toContain('Message au-dessus de la page');
  });

  it('hydrates without a mismatch, keeps the drawn page, then shows its content above the page in the direction', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const drawnHeading = container.querySelector('h1');
    const error = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBe(drawnHeading);
    const message = screen.getByText('Message au-dessus de la page');
    expect(container).not.toContainElement(message);
    expect(message.closest('[data-ui="portal"]')).toHaveAttribute('dir', 'rtl');
  });
});
