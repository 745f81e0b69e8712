import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { demoSessionUser, renderPage } from '@kk/testing';
import { UnlistedSchoolForm } from './unlisted-school-form';
import { toUnlistedSchoolRequest, validateUnlistedSchool } from './unlisted-school-values';

const supplyList = () => new File(['%PDF-1.4 liste'], 'liste.pdf', { type: 'application/pdf' });

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nom de l'école/ }), 'École Al Amal');
  await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Salé');
  await user.upload(fileInput(), supplyList());
  expect(await screen.findByText('Fichier joint : liste.pdf')).toBeInTheDocument();
}

describe('UnlistedSchoolForm', () => {
  it('asks for the name and the file (§5) before anything is sent', async () => {
    await renderPage(<UnlistedSchoolForm />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Nom requis')).toBeInTheDocument();
    expect(screen.getByText('Fichier requis')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });

  it("keeps a visitor's request as school_temp and sends the visitor to sign in (§4)", async () => {
    await renderPage(<UnlistedSchoolForm />);
    const user = userEvent.setup({ delay: null });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion'));
    const stored = JSON.parse(localStorage.getItem('school_temp') ?? 'null');
    expect(stored).toMatchObject({ name: 'École Al Amal', city: 'Salé', level: null });
    expect(stored.file_url).toMatch(/^data:application\/pdf/);
  });

  it('says the levels are loading, then offers them', async () => {
    server.use(http.get('*/koolskools/api/levels', () => delay(100)));
    await renderPage(<UnlistedSchoolForm />);

    const level = screen.getByRole('combobox', { name: 'Niveau' });
    expect(within(level).getByRole('option', { name: 'Chargement des niveaux…' })).toBeInTheDocument();
    expect(await within(level).findByRole('option', { name: 'CP' })).toBeInTheDocument();
    expect(within(level).getByRole('option', { name: 'Choisir un niveau' })).toBeInTheDocument();
  });

  it('says when the levels could not be loaded, and Retry brings them', async () => {
    server.use(http.get('*/koolskools/api/levels', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await renderPage(<UnlistedSchoolForm />);
    const user = userEvent.setup({ delay: null });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les niveaux n'ont pas pu être chargés.");
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    const level = screen.getByRole('combobox', { name: 'Niveau' });
    expect(await within(level).findByRole('option', { name: 'CP' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in user request and shows the success popup', async () => {
    await renderPage(<UnlistedSchoolForm />, { user: demoSessionUser('client') });
    const user = userEvent.setup({ delay: null });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    const popup = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(popup).toHaveTextContent("Votre demande d'ajout d'école a bien été envoyée.");
    expect(localStorage.getItem('school_temp')).toBeNull();
  });

  it('says when the request could not be sent and why, and keeps what was typed', async () => {
    server.use(http.post('*/koolskools/api/schools_api', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderPage(
      <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
        <UnlistedSchoolForm />
      </ErrorDescriptionProvider>,
      { user: demoSessionUser('client') },
    );
    const user = userEvent.setup({ delay: null });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La demande n'a pas pu être envoyée. [server] Veuillez réessayer.",
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
    expect(screen.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue('École Al Amal');
  });

  it('refuses a file that is neither a PDF nor an image', async () => {
    await renderPage(<UnlistedSchoolForm />);
    const user = userEvent.setup({ delay: null, applyAccept: false });

    await user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));

    expect(await screen.findByText(/Ce fichier n'est pas accepté/)).toBeInTheDocument();
  });

  it('lets the file be sent again when the upload fails (§8: no message, no file)', async () => {
    server.use(http.post('*/api/assets_storage', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await renderPage(<UnlistedSchoolForm />);
    const user = userEvent.setup({ delay: null });

    await user.upload(fileInput(), supplyList());

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText(/Fichier joint/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});

describe('unlisted-school values', () => {
  it('require the name and the file', () => {
    expect(validateUnlistedSchool({ name: ' ', file_url: '' })).toEqual({
      name: 'validation:nameRequired',
      file_url: 'validation:fileRequired',
    });
    expect(validateUnlistedSchool({ name: 'École', file_url: 'https://files/x.pdf' })).toEqual({});
  });

  it('send the level as a number', () => {
    expect(toUnlistedSchoolRequest({ name: ' École ', city: '', level: '3', file_url: 'u' })).toEqual({
      name: 'École',
      city: '',
      level: 3,
      file_url: 'u',
    });
  });
});
