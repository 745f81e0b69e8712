import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiErrorCause } from '@kk/api-clients';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ErrorDescriptionProvider } from '@kk/ui-kit';
import { AdminArea } from '../testing/admin-area';

/** The school's page, with failures described by their cause in brackets (the app's providers say it in words). */
const openSchool = () =>
  renderPage(
    <ErrorDescriptionProvider describe={(error) => `[${apiErrorCause(error)}]`}>
      <AdminArea />
    </ErrorDescriptionProvider>,
    { route: '/admin/*', path: '/admin/ecoles/1', user: demoSessionUser('admin') },
  );

/** A line of the school's first level list (CP) whose article is listed once. */
const firstLine = () => {
  const { shop } = getDb();
  const list = shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 1);
  const line = list.find((l) => list.filter((o) => o.article_id === l.article_id).length === 1);
  const article = shop.articles.find((a) => a.id === line?.article_id);
  if (!line || !article) throw new Error('no seeded line');
  return { line, name: article.name };
};

describe('AdminSchoolPage supply lines', () => {
  it("changes a line's quantity (§5: at least 1); a refusal keeps what was typed", async () => {
    const { line, name } = firstLine();
    const { user } = await openSchool();
    const form = await screen.findByRole('form', { name: `Quantité de ${name}` });
    const field = within(form).getByRole('textbox', { name: `Quantité de ${name}` });
    const save = within(form).getByRole('button', { name: `Enregistrer la quantité de ${name}` });
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '0');
    await user.click(save);
    expect(await within(form).findByText("La quantité doit être d'au moins 1")).toBeInTheDocument();

    server.use(
      http.post(shopPath('fournitures_articles_api'), () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    await user.clear(field);
    await user.type(field, '6');
    await user.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "La quantité n'a pas pu être enregistrée. [server]",
    );
    expect(field).toHaveValue('6');

    await user.click(save);
    expect(await screen.findByText(`Quantité de « ${name} » : 6.`)).toBeInTheDocument();
    expect(getDb().shop.supplyLines.find((l) => l.id === line.id)?.quantity).toBe(6);
  });

  it('says a quantity changed offline was not sent, and keeps what was typed', async () => {
    const { line, name } = firstLine();
    const before = line.quantity;
    const { user } = await openSchool();
    const form = await screen.findByRole('form', { name: `Quantité de ${name}` });
    const field = within(form).getByRole('textbox', { name: `Quantité de ${name}` });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.clear(field);
    await user.type(field, '7');
    await user.click(within(form).getByRole('button', { name: `Enregistrer la quantité de ${name}` }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "La quantité n'a pas pu être enregistrée. [offline-write]",
    );
    expect(field).toHaveValue('7');
    expect(getDb().shop.supplyLines.find((l) => l.id === line.id)?.quantity).toBe(before);
  });

  it('removes a line once confirmed', async () => {
    const { line, name } = firstLine();
    const { user } = await openSchool();
    await user.click(await screen.findByRole('button', { name: `Retirer ${name} de la liste` }));
    const dialog = screen.getByRole('alertdialog', { name: `Retirer « ${name} » de la liste ?` });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la ligne' }));

    expect(await screen.findByText(`« ${name} » est retiré de la liste.`)).toBeInTheDocument();
    expect(getDb().shop.supplyLines.some((l) => l.id === line.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Retirer ${name} de la liste` })).toBeNull());
  });
});
