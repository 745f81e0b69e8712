import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, type RouteObject } from 'react-router-dom';
import { selectSessionUser } from '@kk/session';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { LearningLayout } from './learning-layout';
import { footerTabOf, LearningRoutes, type LearningRouteHandle } from './learning-routes';
import { LogoutPage } from './logout-page';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const handle = (footerTab: LearningRouteHandle['footerTab']): LearningRouteHandle => ({ footerTab });

// As the app does: a route table whose handles name each page's section, rendered by LearningRoutes.
const table: RouteObject[] = [
  {
    path: '/',
    element: <LearningLayout />,
    children: [
      { index: true, element: <Page name="Tableau de bord" />, handle: handle('home') },
      { path: 'amis', element: <Page name="Amis" />, handle: handle('friends') },
      { path: 'parent', element: <Page name="Espace parent" />, handle: handle('home') },
      { path: 'sans-section', element: <Page name="Sans section" /> },
      { path: 'connexion', element: <Page name="Connexion" /> },
      { path: 'deconnexion', element: <LogoutPage /> },
    ],
  },
];
const routes = <Route path="*" element={<LearningRoutes routes={table} />} />;

describe('footerTabOf', () => {
  it('takes the section the nearest route names', () => {
    expect(footerTabOf([{ handle: handle('profile') }, { handle: undefined }, { handle: handle('friends') }])).toBe(
      'friends',
    );
    expect(footerTabOf([{ handle: handle('profile') }, { handle: { other: true } }])).toBe('profile');
    expect(footerTabOf([{ handle: undefined }, { handle: null }])).toBeUndefined();
  });
});

describe('LearningLayout', () => {
  it("frames a signed-in user's page: skip link, header with the user, sections, main", async () => {
    await renderRoutes(routes, { user: demoSessionUser('eleve') });

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Adam Alaoui (mon profil)' })).toHaveAttribute(
      'href',
      '/profil',
    );
    expect(within(banner).getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Cours', 'Défis', 'Amis', 'Profil']);
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Cours' })).toHaveAttribute('href', '/cours');
  });

  it('gives a parent a bell named by the unread alerts, linking to the centre; a student has none', async () => {
    await renderRoutes(routes, { user: demoSessionUser('parent'), path: '/parent' });

    const banner = screen.getByRole('banner');
    const bell = await within(banner).findByRole('link', { name: /^\d+ alertes non lues$/ });
    expect(bell).toHaveAttribute('href', '/parent/alertes');
  });

  it('shows no bell to a student', async () => {
    await renderRoutes(routes, { user: demoSessionUser('eleve') });

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: /mon profil/ })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /alertes?/ })).not.toBeInTheDocument();
  });

  it("lists a student's sections: the courses, challenges and friends are theirs (an adult's are below)", async () => {
    await renderRoutes(routes, { user: demoSessionUser('eleve') });

    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Cours', 'Défis', 'Amis', 'Profil']);
  });

  it.each([
    ['parent', 'parent', '/parent', ['Accueil', 'Profil'], {}],
    [
      'a professor',
      'prof',
      '/professeur',
      ['Accueil', 'Emploi du temps', 'Notes', 'Profil'],
      { 'Emploi du temps': '/professeur/emploi-du-temps', Notes: '/professeur/notes' },
    ],
    [
      'a school administrator',
      'ecole',
      '/ecole',
      ['Accueil', 'Élèves', 'Emploi du temps', 'Notes', 'Profil'],
      { Élèves: '/ecole/eleves', 'Emploi du temps': '/ecole/emploi-du-temps', Notes: '/ecole/notes' },
    ],
  ])(
    "shows %s only their role's sections, each leading to their own pages",
    async (_, who, home, sections, hrefs: Record<string, string>) => {
      await renderRoutes(routes, { user: demoSessionUser(who), path: '/parent' });

      const nav = await screen.findByRole('navigation', { name: 'Sections' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(sections);
      expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', home);
      for (const [name, href] of Object.entries(hrefs)) {
        expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      }
    },
  );

  it('moves between sections', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoutes(routes, { user: demoSessionUser('eleve') });

    await user.click(await screen.findByRole('link', { name: 'Amis' }));

    expect(await screen.findByRole('heading', { name: 'Amis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('marks no section on a page whose route names none', async () => {
    await renderRoutes(routes, { user: demoSessionUser('eleve'), path: '/sans-section' });

    expect(await screen.findByRole('heading', { name: 'Sans section' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('shows no sections and no user to a visitor', async () => {
    await renderRoutes(routes, { path: '/connexion' });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });

  it('logs out: session removed, sign-in page, nothing stored as the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = await renderRoutes(routes, { user: demoSessionUser('eleve'), path: '/amis' });

    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(localStorage.getItem('session_user')).toBeNull();
    expect(localStorage.getItem('next_url')).toBeNull();
  });

  it('switches to Arabic: the page turns right to left and the choice is stored', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoutes(routes, { user: demoSessionUser('eleve') });

    await user.click(await screen.findByRole('button', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(await screen.findByRole('navigation', { name: 'الأقسام' })).toBeInTheDocument();
    expect(localStorage.getItem('current_language')).toBe('"ar"');
  });
});
