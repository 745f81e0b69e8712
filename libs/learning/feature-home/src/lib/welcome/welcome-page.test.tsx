import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { AdultHomePage } from './welcome-page';

/** Nothing of the student's dashboard may show on an adult's home. */
function expectNoStudentDashboard() {
  expect(screen.queryByText(/Choisis ton niveau/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Rang dans la classe/)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Mes devoirs' })).not.toBeInTheDocument();
}

describe('the adults’ homes', () => {
  it('greets a parent with "vous" and lists what they will find for their children', async () => {
    await renderRoutes(<Route path="/parent" element={<AdultHomePage />} />, {
      user: demoSessionUser('parent'),
      path: '/parent',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Meryem' })).toBeInTheDocument();
    expect(screen.getByText(/vous y suivrez la scolarité de vos enfants/)).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Bientôt dans votre espace' });
    expect(
      within(areas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mes enfants', 'Devoirs', 'Notes', 'Absences', 'Messages']);
    expect(within(areas).getAllByText('Bientôt disponible')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/profil');
    expectNoStudentDashboard();
  });

  it("lists a professor's classes, roll call, grades, textbook and timetable", async () => {
    await renderRoutes(<Route path="/professeur" element={<AdultHomePage />} />, {
      user: demoSessionUser('prof'),
      path: '/professeur',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Rachid' })).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Bientôt dans votre espace' });
    expect(
      within(areas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mes classes', 'Appel', 'Notes', 'Cahier de textes', 'Emploi du temps']);
    expectNoStudentDashboard();
  });

  it("lists an administrator's school setup, timetables, students and report cards", async () => {
    await renderRoutes(<Route path="/ecole" element={<AdultHomePage />} />, {
      user: demoSessionUser('ecole'),
      path: '/ecole',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Nadia' })).toBeInTheDocument();
    expect(screen.getByText("Bienvenue dans l'espace de gestion de votre école.")).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Bientôt dans votre espace' });
    expect(
      within(areas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Paramétrage de l'école", 'Emplois du temps', 'Élèves', 'Bulletins']);
    expectNoStudentDashboard();
  });

  it('shows nothing to a student (the route never sends one here)', async () => {
    await renderRoutes(<Route path="/ecole" element={<AdultHomePage />} />, {
      user: demoSessionUser('eleve'),
      path: '/ecole',
    });

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
