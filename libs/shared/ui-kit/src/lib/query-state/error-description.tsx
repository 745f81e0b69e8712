import { createContext, useContext, type ReactNode } from 'react';

/**
 * Says why a request failed, in the user's language (e.g. 'Le serveur a mis trop de temps à
 * répondre.'), or null when it has nothing to add. The kit knows nothing of the API: the app
 * gives the function (app-shell's providers, from the API layer's error causes).
 */
export type DescribeError = (error: unknown) => string | null;

const ErrorDescriptionContext = createContext<DescribeError>(() => null);

/** Props of ErrorDescriptionProvider. */
export interface ErrorDescriptionProviderProps {
  /** How failures are explained below this provider. */
  describe: DescribeError;
  children: ReactNode;
}

/**
 * Lets every {@link QueryState} below it name the cause of a failure after its own message
 * ("Vos commandes n'ont pas pu être chargées. Le serveur a rencontré une erreur.").
 */
export function ErrorDescriptionProvider({ describe, children }: ErrorDescriptionProviderProps) {
  return <ErrorDescriptionContext.Provider value={describe}>{children}</ErrorDescriptionContext.Provider>;
}

/** The cause of a failure as the nearest {@link ErrorDescriptionProvider} says it, or null. */
export function useErrorDescription(error: unknown): string | null {
  return useContext(ErrorDescriptionContext)(error);
}

/**
 * The nearest {@link ErrorDescriptionProvider}'s way of saying a failure's cause, for a failure met
 * in an event handler (e.g. a toast's description).
 *
 * @example
 * const describeError = useDescribeError();
 * toast.show({ title: t('saveFailed'), description: describeError(error) ?? undefined, tone: 'danger' });
 */
export function useDescribeError(): DescribeError {
  return useContext(ErrorDescriptionContext);
}
