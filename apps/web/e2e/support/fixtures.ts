// The test object every spec uses. Each test gets its own client address (X-Forwarded-For; the
// API trusts its proxy), so the per-address sign-in and code limits of one test never reach
// another test running in parallel.
import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export const test = base.extend({
  // The option is overridden by a fixture with no dependencies (Playwright's documented form).
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}` });
  },
});

export { expect } from '@playwright/test';
