import type { Page } from '@playwright/test';

/** Fills the username/password form shown on staff login, admin login and Add Staff. */
export async function fillCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  // Anchored, so the "Show password" toggle does not match.
  await page.getByLabel(/^Password/).fill(password);
}

/** Demo accounts the backend seeds with SEED_DEMO=true. */
export const DEMO = {
  staff: { username: 'staff', password: 'staff123' },
  admin: { username: 'admin', password: 'admin123' },
} as const;
