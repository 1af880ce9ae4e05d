import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import adminMs from '../src/i18n/locales/ms/admin';
import staffMs from '../src/i18n/locales/ms/staff';
import { approvedRental, completeAgreementByApi, manualBooking, staffVehicle } from './apiFixtures';
import { DEMO, DEMO_CUSTOMER, kualaLumpurDate, openStaffSection, signInWithCodeByApi, STAFF_TABS } from './helpers';

/**
 * axe-core finds no serious or critical violation on any screen, for each role, on a
 * 390 px phone and a 1280 px desktop, in English and in Bahasa Malaysia; and every control is a
 * 44 px tap target.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface StoredSession {
  token: string;
  user: object;
  role: 'customer' | 'staff' | 'admin';
}

async function staffSession(request: APIRequestContext, role: 'staff' | 'admin'): Promise<StoredSession> {
  const response = await request.post(`/api/${role}/login`, { data: DEMO[role] });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: object };
  return { token, user, role };
}

async function customerSession(request: APIRequestContext): Promise<StoredSession> {
  const { token, user } = await signInWithCodeByApi(request, DEMO_CUSTOMER.email, () =>
    request.post('/api/customers/login', { data: { email: DEMO_CUSTOMER.email } }),
  );
  return { token, user, role: 'customer' };
}

/** The session in localStorage before the app starts, as after signing in. */
async function useSession(page: Page, session: StoredSession | null, language: 'en' | 'ms' = 'en'): Promise<void> {
  await page.addInitScript(
    ({ session, language }) => {
      localStorage.setItem('language', language);
      if (!session) return;
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('role', session.role);
    },
    { session, language },
  );
}

/**
 * Controls smaller than 44 x 44 px (WCAG 2.5.5), except links inside running text, which
 * WCAG exempts, and inputs that a larger label or wrapper makes tappable.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector = 'button, a[href], select, [role="tab"], [role="button"], [role="menuitem"], input:not([type="hidden"])';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A stretched button (a card's title) is tapped anywhere on what its ::after covers.
      const after = getComputedStyle(element, '::after');
      let area: Element = element;
      if (after.position === 'absolute' && after.content !== 'none') {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).position !== 'static') {
            area = parent;
            break;
          }
        }
      }
      const box = area.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      // Text inputs sit in a 44 px+ field; checkboxes and radios in their padded button.
      if (element instanceof HTMLInputElement) continue;
      // Links in a sentence are exempt (WCAG 2.5.5 "inline").
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, 44);
}

/** Serious and critical violations, one line each, so a failure names the rule and the elements. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Data loaded and painted: no request in flight, then one frame more.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A button still fading from its disabled grey reads as low contrast: let every finite
  // transition end first (spinners and skeleton pulses run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} [${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}]`)
          .join(' | ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
  expect(await smallTapTargets(page), `tap targets on ${screen}`).toEqual([]);
}

/** Today with its card, and on a phone the bottom bar's More menu, scanned in one language. */
async function checkTodayScreens(page: Page, plate: string, language: 'en' | 'ms', phone: boolean): Promise<void> {
  const texts =
    language === 'en'
      ? { today: 'Today', more: 'More', menu: 'More sections', bar: 'Staff sections' }
      : { today: staffMs.tabs.today.heading, more: staffMs.nav.more, menu: staffMs.nav.moreMenu, bar: staffMs.nav.label };
  await page.goto('/staff?tab=today');
  await expect(page.getByRole('heading', { level: 2, name: texts.today })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: plate }).first()).toBeVisible();
  await expectAccessible(page, `Today in ${language}`);
  if (!phone) return;
  await page.getByRole('navigation', { name: texts.bar }).getByRole('button', { name: texts.more }).click();
  await expect(page.getByRole('menu', { name: texts.menu })).toBeVisible();
  await expectAccessible(page, `the More menu in ${language}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('visitor screens', async ({ page }) => {
      // Ten screens and a dialog, each analysed by axe: about 30 s on its own.
      test.setTimeout(75_000);
      await useSession(page, null);
      for (const path of [
        '/',
        '/vehicles',
        '/login',
        '/register',
        '/privacy',
        '/staff-login',
        '/admin',
        '/payment',
        '/staff',
        '/no-such-page',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }
      await page.goto('/vehicles');
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the vehicle detail dialog');
    });

    test('customer screens', async ({ page, request }) => {
      test.setTimeout(60_000);
      await useSession(page, await customerSession(request));
      for (const path of ['/', '/vehicles', '/my-bookings', '/payment', '/account']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} signed in`);
      }
      await page.goto('/vehicles');
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the vehicle detail dialog, signed in');
    });

    test('staff dashboard, every tab', async ({ page, request }) => {
      // Eleven sections, each loaded and scanned by axe (on a phone, most through the More menu).
      test.setTimeout(120_000);
      await useSession(page, await staffSession(request, 'staff'));
      await page.goto('/staff');
      for (const tab of STAFF_TABS) {
        await openStaffSection(page, tab);
        await expectAccessible(page, `the ${tab} tab`);
      }
      await openStaffSection(page, 'Vehicles');
      await page
        .getByRole('button', { name: /^Reviews of / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the staff reviews dialog');
    });

    test("the staff calendar's day: a dialog on a phone, a section under the grid on a wide screen", async ({ page, request }) => {
      await useSession(page, await staffSession(request, 'staff'));
      await page.goto('/staff?tab=calendar');
      await page.locator('button[aria-current="date"]').click();
      await expect(
        viewport.name === 'phone'
          ? page.getByRole('dialog', { name: /^Bookings on / })
          : page.getByRole('region', { name: /^Bookings on / }),
      ).toBeVisible();
      await expectAccessible(page, "the calendar's day");
    });

    test('rental agreement screens: the wizard, the rental cards and My Rentals', async ({ page, request }) => {
      // Several screens, each loaded and scanned by axe: about 30 s on a loaded 2-core machine.
      test.setTimeout(60_000);
      const staff = await staffSession(request, 'staff');
      const customer = await customerSession(request);
      const customerRef = { id: (customer.user as { id: number }).id, token: customer.token };
      // Far-off days of their own per viewport, so no other test's booking is in the way.
      const offset = viewport.name === 'phone' ? 200 : 210;
      const awaiting = await approvedRental(
        request,
        staff,
        customerRef,
        'Proton Saga 1.3 Premium',
        kualaLumpurDate(offset),
        kualaLumpurDate(offset + 1),
      );
      const ready = await approvedRental(
        request,
        staff,
        customerRef,
        'Proton Saga 1.3 Premium',
        kualaLumpurDate(offset + 3),
        kualaLumpurDate(offset + 4),
      );
      await completeAgreementByApi(request, staff, ready);

      await useSession(page, staff);
      await page.goto(`/staff/rentals/${awaiting}/complete`);
      await expect(page.getByRole('heading', { name: 'Vehicle Photos' })).toBeVisible();
      await expectAccessible(page, 'the agreement wizard');
      await page.goto('/staff?tab=rentals');
      await expect(page.getByRole('article', { name: `Rental #${ready}` })).toContainText('Ready for Key Handover');
      await expectAccessible(page, 'the rentals tab with rentals');

      await useSession(page, customer);
      await page.goto('/my-bookings?tab=rentals');
      await expect(page.getByRole('button', { name: 'Download Agreement' }).first()).toBeVisible();
      await expectAccessible(page, 'My Rentals');
    });

    test('Today and the staff navigation, in English and in Malay', async ({ page, request }) => {
      test.setTimeout(90_000);
      const staff = await staffSession(request, 'staff');
      const customer = await customerSession(request);
      // A pickup of its own today, so Today has a card to check.
      const plate = `AX${viewport.width}${Date.now().toString(36).slice(-3).toUpperCase()}`;
      const car = await staffVehicle(request, staff, `Axe today car ${plate}`, plate);
      await manualBooking(request, staff, (customer.user as { id: number }).id, car.id, kualaLumpurDate(0), kualaLumpurDate(1));
      const phone = viewport.name === 'phone';

      await useSession(page, staff, 'en');
      await checkTodayScreens(page, plate, 'en', phone);
      await useSession(page, staff, 'ms');
      await checkTodayScreens(page, plate, 'ms', phone);
      // The car leaves the public fleet again (a booked car is deactivated): later journeys count the demo fleet.
      const removed = await request.delete(`/api/staff/vehicles/${car.id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
      expect(removed.ok(), await removed.text()).toBe(true);
    });

    test('admin panel', async ({ page, request }) => {
      await useSession(page, await staffSession(request, 'admin'));
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, '/admin signed in');
      await page.getByRole('button', { name: 'Full log' }).click();
      await expect(page.getByRole('group', { name: 'Date range' })).toBeVisible();
      await expectAccessible(page, 'the full activity log');
      await page.getByRole('tab', { name: 'Staff Management' }).click();
      await expect(page.getByRole('list', { name: 'Staff Members' })).toBeVisible();
      await expectAccessible(page, 'Staff Management');
      await page.getByRole('tab', { name: 'Rate Plans' }).click();
      await expect(page.getByRole('group', { name: 'Weekend days' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Make a season for / }).first()).toBeVisible();
      await expectAccessible(page, 'Rate Plans');
    });

    test('in Bahasa Malaysia', async ({ page, request }) => {
      // Several screens, each loaded and scanned by axe: about 30 s on a loaded 2-core machine.
      test.setTimeout(60_000);
      await useSession(page, null, 'ms');
      for (const path of ['/', '/vehicles', '/register']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
        await expectAccessible(page, `${path} in Malay`);
      }
      await useSession(page, await staffSession(request, 'staff'), 'ms');
      await page.goto('/staff');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectAccessible(page, '/staff in Malay');
      // Here rather than in phone-and-language.spec.ts: this file runs before admin.spec.ts
      // changes the admin's password.
      await useSession(page, await staffSession(request, 'admin'), 'ms');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: adminMs.panel.title, level: 1 })).toBeVisible();
      await expectAccessible(page, '/admin in Malay');
    });
  });
}
