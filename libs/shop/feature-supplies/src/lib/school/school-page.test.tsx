import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { renderPage } from '@kk/testing';
import { SchoolPage } from './school-page';

const ROUTE = '/school/:school_id';

function renderSchool(url = '/school/1') {
  return renderPage(<SchoolPage />, { route: ROUTE, path: url, otherRoutes: ['/school/:school_id/levels', '/'] });
}

/** `get_school_info` answering this school instead of the fake backend's. */
function answerSchool(school: Record<string, unknown>) {
  server.use(http.get(shopPath('schools_api'), () => HttpResponse.json({ school })));
}

const schoolWithoutPhone = {
  id: 1,
  name: 'École Al Amal',
  address: '12, rue Ibn Sina, 20250 Casablanca',
  city: 'Casablanca',
  logo_url: null,
  level_groups: [1],
  levels: [1, 2],
  phone_number: null,
};

describe('SchoolPage', () => {
  it("shows the school's name, address, cycles and a Call link to its phone, written in the national format", async () => {
    await renderSchool();

    expect(await screen.findByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeInTheDocument();
    expect(screen.getByText(/Casablanca/)).toBeInTheDocument();
    // The cycles' names come from the level groups, another call than the school's.
    const cycles = await screen.findByRole('list', { name: 'Cycles' });
    expect(
      within(cycles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primaire', 'Collège', 'Lycée']);
    // A Moroccan landline: shown as "05 22 12 34 56", called as +212 522 12 34 56.
    expect(screen.getByRole('link', { name: 'Appeler' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+2125\d{8}$/),
    );
    expect(screen.getByText(/^05( \d\d){4}$/)).toBeInTheDocument();
  });

  it('lets the user tick levels with the keyboard and goes to the levels page with them', async () => {
    const user = userEvent.setup();
    await renderSchool();
    const valid = await screen.findByRole('button', { name: 'Valider' });
    expect(valid).toBeDisabled();

    const ce1 = await screen.findByRole('checkbox', { name: 'CE1' });
    ce1.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'CM2' }));

    expect(ce1).toBeChecked();
    expect(screen.getByRole('group', { name: 'Primaire' })).toContainElement(ce1);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/school/1?levels=2,5');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/school/1/levels?levels=2,5');
  });

  it('keeps the levels chosen before when the user comes back (they are in the URL)', async () => {
    await renderSchool('/school/1?levels=7');

    expect(await screen.findByRole('checkbox', { name: '1ère année collège' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'CP' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('says the phone number is not available and disables Call when the school has none', async () => {
    answerSchool(schoolWithoutPhone);
    await renderSchool();

    expect(await screen.findByRole('button', { name: 'Appeler' })).toBeDisabled();
    expect(screen.getByText('Numéro de téléphone non communiqué')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Appeler' })).not.toBeInTheDocument();
  });

  it('says when the school does not exist', async () => {
    await renderSchool('/school/99999');

    expect(await screen.findByRole('heading', { level: 1, name: 'École introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les écoles' })).toHaveAttribute('href', '/');
  });

  it('shows an error with a retry that loads the school once the backend answers again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(shopPath('schools_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    await renderSchool();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Impossible d'afficher cette école pour le moment.");
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeInTheDocument();
  });
});
