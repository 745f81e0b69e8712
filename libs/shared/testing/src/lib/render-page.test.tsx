import { screen } from '@testing-library/react';
import { Link, Outlet, Route, useNavigate, useParams } from 'react-router-dom';
import { selectSessionUser } from '@kk/session';
import { useToast } from '@kk/ui-kit';
import { demoSessionUser } from './demo-session-user';
import { renderPage, renderRoutes } from './render-page';

function SchoolPage() {
  const { school_id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>School {school_id}</h1>
      <button type="button" onClick={() => navigate('/shop-cart?from=school', { state: { orderIds: [1, 2] } })}>
        Checkout
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function ToastingPage() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ title: 'Saved' })}>
      Save
    </button>
  );
}

const currentPath = () => screen.getByRole('status', { name: 'current path' });

describe('renderPage', () => {
  it('renders the page at its route with its params, and shows the path with its query', async () => {
    await renderPage(<SchoolPage />, { route: '/school/:school_id', path: '/school/7?levels=2,5' });

    expect(screen.getByRole('heading', { name: 'School 7' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/school\/7\?levels=2,5$/);
  });

  it('shows where a navigation went, the state it carried, and the other routes as headings', async () => {
    const { user } = await renderPage(<SchoolPage />, {
      route: '/school/:school_id',
      path: '/school/7',
      otherRoutes: ['/shop-cart'],
    });

    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(currentPath()).toHaveTextContent('/shop-cart?from=school');
    expect(JSON.parse(currentPath().getAttribute('data-state') ?? '')).toEqual({ orderIds: [1, 2] });
    expect(screen.getByRole('heading', { name: '/shop-cart' })).toBeInTheDocument();
  });

  it('renders nothing but the current path for a path outside its routes', async () => {
    const { user } = await renderPage(<SchoolPage />, { route: '/school/:school_id', path: '/school/7' });

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(currentPath()).toHaveTextContent('/elsewhere');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('starts with the router state a previous screen passed along', async () => {
    await renderPage(<SchoolPage />, { route: '/school/:school_id', path: '/school/7', state: { from: 'home' } });

    expect(currentPath()).toHaveAttribute('data-state', '{"from":"home"}');
  });

  it('signs the given user in, and nobody by default', async () => {
    const { store } = await renderPage(<SchoolPage />, { user: demoSessionUser('client') });
    expect(selectSessionUser(store.getState())?.token).toBe(demoSessionUser('client').token);

    const visitor = await renderPage(<SchoolPage />);
    expect(selectSessionUser(visitor.store.getState())).toBeNull();
  });

  it('mounts toasts labelled in the language of the test', async () => {
    const { user } = await renderPage(<ToastingPage />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });

  it('leaves the toasts out when asked', async () => {
    await renderPage(<SchoolPage />, { toasts: false });

    // The toast region is hidden, and so has no accessible name, while it is empty: look for any region.
    expect(screen.queryByRole('region', { hidden: true })).not.toBeInTheDocument();
  });

  it('renders Arabic right to left, with Arabic labels', async () => {
    const { user } = await renderPage(<ToastingPage />, { language: 'ar' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(currentPath().closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toHaveTextContent('Saved');
  });
});

describe('renderRoutes', () => {
  it('renders nested routes as given', async () => {
    function Frame() {
      return (
        <main>
          <Outlet />
        </main>
      );
    }
    await renderRoutes(
      <Route element={<Frame />}>
        <Route path="/amis" element={<h1>Friends</h1>} />
      </Route>,
      { path: '/amis' },
    );

    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Friends' }));
    expect(currentPath()).toHaveTextContent('/amis');
  });
});
