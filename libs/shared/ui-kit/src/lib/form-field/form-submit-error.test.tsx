import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../../testing/render';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { ErrorDescriptionProvider } from '../query-state/error-description';
import { FormField } from './form-field';
import { FormSubmitError, submitError, type FormSubmitErrorProps } from './form-submit-error';

/** A sign-in form whose server gives `answer()` to each submission. */
function SignInForm<E>({
  answer,
  format,
}: {
  answer: () => ReturnType<typeof submitError> | undefined;
  format?: FormSubmitErrorProps<E>['format'];
}) {
  return (
    <Form
      onSubmit={() => answer()}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormField name="username" component={TextField} label="Nom d'utilisateur" />
          <FormSubmitError format={format} />
          <Button type="submit">Se connecter</Button>
        </form>
      )}
    />
  );
}

describe('submitError', () => {
  it('puts the message where final-form looks for the error of the whole form', () => {
    expect(submitError('Identifiant déjà utilisé')).toEqual({ 'FINAL_FORM/form-error': 'Identifiant déjà utilisé' });
  });
});

describe('FormSubmitError', () => {
  it('shows nothing before a submission fails', () => {
    renderWithTheme(<SignInForm answer={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SignInForm answer={() => submitError('Username or Password incorrect')} />);

    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'amina');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username or Password incorrect');
    expect(screen.getByRole('textbox', { name: "Nom d'utilisateur" })).toHaveValue('amina');
  });

  it('stays while the user edits and goes once a new submission succeeds', async () => {
    const user = userEvent.setup();
    const answers = [submitError('Erreur réseau'), undefined];
    renderWithTheme(<SignInForm answer={() => answers.shift()} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur réseau');
    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'a');
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur réseau');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('formats an error that is not yet text (a translation key)', async () => {
    const user = userEvent.setup();
    const texts: Record<string, string> = { 'errors:noResult': 'No result found' };
    renderWithTheme(<SignInForm answer={() => submitError('errors:noResult')} format={(key: string) => texts[key]} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No result found');
  });

  it('shows nothing for an error it cannot say', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SignInForm answer={() => submitError({ code: 42 })} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the cause of the failure after the message, as the error description provider says it', async () => {
    const user = userEvent.setup();
    const offline = { status: 'FETCH_ERROR', cause: 'offline-write' };
    renderWithTheme(
      <ErrorDescriptionProvider
        describe={(error) => (error === offline ? "Vous êtes hors ligne : rien n'a été envoyé." : null)}
      >
        <SignInForm answer={() => submitError("Le niveau n'a pas pu être enregistré.", offline)} />
      </ErrorDescriptionProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le niveau n'a pas pu être enregistré. Vous êtes hors ligne : rien n'a été envoyé.",
    );
  });

  it('shows the message alone when the cause is not one the provider can say', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ErrorDescriptionProvider describe={() => null}>
        <SignInForm answer={() => submitError('Enregistrement impossible.', new Error('boom'))} />
      </ErrorDescriptionProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Enregistrement impossible\.$/);
  });

  it('keeps the cause beside the message, where no field looks', () => {
    const failure = new Error('boom');
    expect(submitError('Erreur', failure)).toEqual({
      'FINAL_FORM/form-error': 'Erreur',
      'FINAL_FORM/form-error-cause': failure,
    });
  });
});
