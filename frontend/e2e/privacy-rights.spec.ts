import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { registerCustomer, staffLogin, useCustomerSession, useStaffSession } from './apiFixtures';
import { phonePage, toast } from './helpers';

/**
 * The customer's PDPA rights on a phone: they read the privacy notice, download their data (a zip
 * holding their profile and their own documents), ask to delete the account; staff confirm it on
 * their phone; the account is erased and its documents are gone.
 */
test('on a phone, a customer downloads their data and asks to delete the account, and staff erase it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, `${Date.now()}r`, 'Nurul Privasi');
  const page = await phonePage(browser);
  await useCustomerSession(page, customer);

  // The notice is one tap from every page.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByText(/stored encrypted/)).toBeVisible();
  await expect(page.getByText(/deleted automatically 24 months after your last rental ends/)).toBeVisible();

  await page.goto('/account');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  for (const entry of ['profile.json', 'rentals.json', 'payments.json']) expect(zip.file(entry)).not.toBeNull();
  const profile = zip.file('profile.json');
  expect(JSON.parse((await profile?.async('string')) ?? '{}')).toMatchObject({ email: customer.email, fullName: 'Nurul Privasi' });
  // Their own documents, opened from the store where they are kept encrypted: images again.
  const documents = zip.file(/^documents\//);
  expect(documents).toHaveLength(3);
  const isImage = (bytes: Buffer) => (bytes[0] === 0xff && bytes[1] === 0xd8) || bytes.subarray(1, 4).toString('latin1') === 'PNG';
  for (const document of documents) expect(isImage(await document.async('nodebuffer'))).toBe(true);
  await expect(toast(page, 'Your data is downloaded')).toBeVisible();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(ask).toContainText('you will no longer be able to sign in');
  await ask.getByRole('button', { name: 'Ask to delete' }).click();
  await expect(yourData).toContainText('Your account is pending deletion');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();

  // Staff on their phone: the request is listed with nothing to settle; they confirm it.
  const staff = await staffLogin(request);
  const staffPage = await phonePage(browser);
  await useStaffSession(staffPage, staff);
  await staffPage.goto('/staff?tab=customers');
  const requests = staffPage.getByRole('region', { name: /asked to delete their account/ });
  await expect(requests).toContainText('Nurul Privasi');
  await requests.getByRole('button', { name: 'Confirm the deletion of Nurul Privasi' }).click();
  const erase = staffPage.getByRole('dialog', { name: 'Erase Nurul Privasi?' });
  await expect(erase).toContainText('This cannot be undone.');
  await erase.getByRole('button', { name: 'Erase account' }).click();
  await expect(toast(staffPage, 'Account Erased')).toBeVisible();
  await expect(staffPage.getByText('Nurul Privasi')).toHaveCount(0);
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await staffPage.context().close();

  // The old session and the old address no longer get in.
  expect((await request.get('/api/customers/me', { headers: { authorization: `Bearer ${customer.token}` } })).status()).toBe(401);
});
