import { render, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ThemeRoot } from '../theme/theme-root';
import { useDocumentTitle } from './document-title';
import { Page, PageHeader } from './page';

describe('Page', () => {
  it('titles the page with one h1, its sentence and its actions', () => {
    renderWithTheme(
      <Page title="Mes devis" description="Les demandes envoyées." actions={<button type="button">Nouvelle</button>}>
        <h2>Reçus</h2>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Mes devis']);
    expect(screen.getByText('Les demandes envoyées.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reçus' })).toBeInTheDocument();
  });

  it('has no header without a title, and is busy only when told', () => {
    const { container, rerender } = renderWithTheme(
      <Page>
        <p>Contenu</p>
      </Page>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).not.toBeInTheDocument();
    rerender(
      <Page busy>
        <p>Contenu</p>
      </Page>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Contenu');
  });
});

describe('PageHeader', () => {
  it('gives the h1 the id the page’s regions point to', () => {
    renderWithTheme(<PageHeader title="Mon profil" titleId="profile-title" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toHaveAttribute('id', 'profile-title');
  });
});

describe('tab title (useDocumentTitle)', () => {
  beforeEach(() => {
    document.title = 'Koolskools — apprendre';
  });

  it("names the tab after the page's title and the product, following the page and its language", () => {
    const { rerender } = render(
      <ThemeRoot appName="KoolSkools">
        <Page title="Mes amis" />
      </ThemeRoot>,
    );
    expect(document.title).toBe('Mes amis · KoolSkools');

    rerender(
      <ThemeRoot dir="rtl" lang="ar" appName="كول سكولز">
        <Page title="أصدقائي" />
      </ThemeRoot>,
    );
    expect(document.title).toBe('أصدقائي · كول سكولز');
  });

  it('takes the title of a page that draws its own heading', () => {
    function SignIn() {
      useDocumentTitle('Connexion');
      return <h1>Connexion</h1>;
    }
    render(
      <ThemeRoot appName="KoolSkools">
        <SignIn />
      </ThemeRoot>,
    );
    expect(document.title).toBe('Connexion · KoolSkools');
  });

  it('leaves the title alone outside an app (stories, tests)', () => {
    renderWithTheme(<Page title="Mes amis" />);
    expect(document.title).toBe('Koolskools — apprendre');
  });
});
