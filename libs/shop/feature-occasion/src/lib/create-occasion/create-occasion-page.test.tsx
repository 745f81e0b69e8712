import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { hostPath, server, shopPath } from '@kk/api-mocks/node';
import { apiErrorCause } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { demoSessionUser, renderPage } from '@kk/testing';
import { CreateOccasionPage } from './create-occasion-page';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], name, { type: 'image/png' });

/** The form, with failures described as the app does (a stub naming the API error's cause). */
const renderForm = (user: ReturnType<typeof demoSessionUser> | null = null) =>
  renderPage(
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <CreateOccasionPage />
    </ErrorDescriptionProvider>,
    { route: '/create-occasion', path: '/create-occasion', user },
  );

/** The hidden file input of the image uploader. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('CreateOccasionPage', () => {
  it('starts from the §3 defaults: empty texts, condition Good, category 1, first subject and level', async () => {
    await renderForm();

    expect(screen.getByRole('textbox', { name: 'Titre du livre' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Bon' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Manuels et parascolaire' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Matière' })).not.toHaveValue(''));
    expect((screen.getByRole('combobox', { name: 'Matière' }) as HTMLSelectElement).selectedIndex).toBe(0);
    expect((screen.getByRole('combobox', { name: 'Niveau' }) as HTMLSelectElement).selectedIndex).toBe(0);
    expect(screen.getByRole('textbox', { name: "Date d'édition" })).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    // §9: three empty picture placeholders (decorative, so found by their part name).
    expect(document.querySelectorAll('[data-ui="image-uploader-placeholder"]')).toHaveLength(3);
  });

  it('shows the title error once the title was touched, and the price error on submit', async () => {
    // Arrange
    const { user } = await renderForm();
    const title = screen.getByRole('textbox', { name: 'Titre du livre' });
    expect(screen.queryByText('Titre requis')).not.toBeInTheDocument();

    // Act
    await user.click(title);
    await user.tab();

    // Assert
    expect(screen.getByText('Titre requis')).toBeInTheDocument();
    expect(screen.queryByText('Prix requis')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByText('Prix requis')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/create-occasion');
  });

  it("stores a visitor's listing with its two pictures as occasion_temp and goes to /connexion", async () => {
    // Arrange
    const { user } = await renderForm();

    // Act
    await user.upload(fileInput(), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d du livre$/ })).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Titre du livre' }), 'Le Petit Prince');
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '35,50');
    await user.click(screen.getByRole('radio', { name: 'Moyen' }));
    await user.type(screen.getByRole('textbox', { name: "Date d'édition" }), '01092019');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    // Assert
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion'));
    const draft = JSON.parse(localStorage.getItem(STORAGE_KEYS.occasionTemp) ?? 'null') as Record<string, unknown>;
    expect(draft).toMatchObject({
      name: 'Le Petit Prince',
      price: 35.5,
      condition: 1,
      category: 1,
      edition_year: '01/09/2019',
    });
    expect(draft['images_url']).toHaveLength(2);
  });

  it('sends the listing of a signed-in user and goes to /occasion, saying it waits for review', async () => {
    const { user } = await renderForm(demoSessionUser());

    await user.type(screen.getByRole('textbox', { name: 'Titre du livre' }), 'Antigone');
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '20');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/occasion$/));
    expect(
      await screen.findByText(
        "Votre annonce est envoyée : elle apparaîtra dans les livres d'occasion une fois validée.",
      ),
    ).toBeInTheDocument();
  });

  it('refuses an edition date that does not exist, on the field, and sends nothing', async () => {
    const { user } = await renderForm(demoSessionUser());

    await user.type(screen.getByRole('textbox', { name: 'Titre du livre' }), 'Antigone');
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '20');
    const edition = screen.getByRole('textbox', { name: "Date d'édition" });
    await user.type(edition, '99999999');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(edition).toHaveValue('99/99/9999');
    expect(edition).toHaveAccessibleDescription(
      "Entrez une date d'édition réelle au format JJ/MM/AAAA, au plus tard aujourd'hui.",
    );
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/create-occasion$/);
  });

  it('disables Valid while a picture uploads', async () => {
    server.use(
      http.post(hostPath('api/assets_storage'), async () => {
        await delay(400);
        return HttpResponse.json({ url: 'https://files.example/cover.png', name: 'cover.png' });
      }),
    );
    const { user } = await renderForm();

    await user.upload(fileInput(), png('cover.png'));

    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(await screen.findByRole('img', { name: 'Photo 1 du livre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('flags a failed upload and stops its spinner', async () => {
    server.use(http.post(hostPath('api/assets_storage'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = await renderForm();

    await user.upload(fileInput(), png('cover.png'));

    expect(await screen.findByText("La photo n'a pas pu être envoyée. Réessayez.")).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Photos du livre' })).queryByRole('status'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('refuses a file that is not a picture, without uploading it', async () => {
    let uploads = 0;
    server.use(
      http.post(hostPath('api/assets_storage'), () => {
        uploads += 1;
        return HttpResponse.json({ url: 'https://files.example/x.png' });
      }),
    );
    await renderForm();

    // A drop or an old browser can bypass the picker's `accept` filter: the form checks again.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'liste.pdf', { type: 'application/pdf' })] },
    });

    expect(
      await screen.findByText("« liste.pdf » n'est pas une photo acceptée (JPEG, PNG ou WebP)."),
    ).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('shows the global error above the form, with its cause, and keeps what was typed when sending fails', async () => {
    server.use(http.post(shopPath('occasions_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = await renderForm(demoSessionUser());

    await user.type(screen.getByRole('textbox', { name: 'Titre du livre' }), 'Antigone');
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '20');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre annonce n'a pas pu être publiée. [server] Réessayez.",
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
    expect(screen.getByRole('textbox', { name: 'Titre du livre' })).toHaveValue('Antigone');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('goes back with Cancel (to /occasion when there is no previous page)', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/occasion$/);
  });
});
