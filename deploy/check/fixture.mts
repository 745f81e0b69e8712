/**
 * Playwright fixtures of the `deploy` e2e project (`*.deploy.spec.ts`): each app's builds served by
 * nginx with the deployed configuration (deploy/nginx, started by deploy/check/serve.sh from
 * tools/playwright/app-e2e-config.mts). `baseURL` is the demo build behind nginx;
 * `deployedProduction` is the production build behind nginx, whose `config.json`
 * (deploy/check/production-config.json) names a backend that does not answer until a test points
 * it at the spec-literal backend (the `spec` fixture).
 */
import { expect, type Page } from '@playwright/test';
import { test as specTest } from '../../tools/spec-backend/fixture.mts';

export interface DeployOptions {
  /** The production build behind nginx. */
  deployedProduction: string;
}

/**
 * Every Content-Security-Policy violation the page or its frames report, as
 * "directive blocked-URI" lines: from the `securitypolicyviolation` event of each document (the
 * browser's own console line for a refused script or style says the same, also collected).
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(text);
  });
  await page.exposeBinding('__kkPolicyViolation', (_source, line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __kkPolicyViolation?: (line: string) => void }).__kkPolicyViolation;
      report?.(`${event.effectiveDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

export const test = specTest.extend<DeployOptions & { policyViolations: string[] }>({
  deployedProduction: ['', { option: true }],
  // A test that asks for the list fails on any violation, even one reported after its last step.
  policyViolations: async ({ page }, use) => {
    const violations = await watchPolicy(page);
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
