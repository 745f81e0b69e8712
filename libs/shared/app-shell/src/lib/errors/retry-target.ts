import { ACCOUNT_TYPES } from '@kk/domain';

/** Where the error screen's retry button goes (§2): ad → admin dashboard, li → library demands, others → home. */
export function retryTargetFor(accountType: string | null | undefined): string {
  if (accountType === ACCOUNT_TYPES.admin) return '/admin/dashboard';
  if (accountType === ACCOUNT_TYPES.library) return '/library/demandes';
  return '/';
}
