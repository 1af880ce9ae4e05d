import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  bearer,
  cameraPhoto,
  completeAgreementByApi,
  handOverByApi,
  manualBooking,
  paidByApi,
  registerCustomer,
  staffLogin,
  staffVehicle,
  useStaffSession,
} from './apiFixtures';
import { drawSignature, kualaLumpurDate, toast, touchPhonePage } from './helpers';
import { backdateRental } from './timeline';

/**
 * The staff's phone at the car park: Today lists the day's work, a car goes out from it in a few
 * taps, and the calendar's busy days stay compact. Each journey books cars of its own.
 */

/** Plates of this run's own cars: letters and digits, unique per run. */
const run = Date.now().toString(36).toUpperCase().slice(-5);

const todayCard = (page: Page, group: RegExp, plate: string): Locator =>
  page.getByRole('region', { name: group }).getByRole('listitem').filter({ hasText: plate });

test.describe('Today on a phone', () => {
  test('lists a pickup and a return, each with the customer, the time, paid or not and its next step', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}t`, `Today Pickup ${run}`);
    const pickupCar = await staffVehicle(request, staff, `Today pickup car ${run}`, `TP${run}`);
    const returnCar = await staffVehicle(request, staff, `Today return car ${run}`, `TR${run}`);
    const pickupId = await manualBooking(request, staff, customer.id, pickupCar.id, kualaLumpurDate(0), kualaLumpurDate(2), {
      pickupTime: '10:30',
    });
    // Out since yesterday and due back at the last minute of today, so it stays "due today" while the test runs.
    const returnId = await manualBooking(request, staff, customer.id, returnCar.id, kualaLumpurDate(0), kualaLumpurDate(1), {
      returnTime: '23:59',
    });
    await completeAgreementByApi(request, staff, returnId);
    await handOverByApi(request, staff, returnId);
    backdateRental(returnId, 1);

    const page = await touchPhonePage(browser);
    await useStaffSession(page, staff);
    // No ?tab: a phone opens on Today, marked in the bottom bar.
    await page.goto('/staff');
    const bar = page.getByRole('navigation', { name: 'Staff sections' });
    await expect(bar.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();

    const pickup = todayCard(page, /^Pickups today and tomorrow/, `TP${run}`);
    await expect(pickup).toContainText(customer.fullName);
    await expect(pickup).toContainText('Pickup today 10:30');
    await expect(pickup).toContainText(/Unpaid RM [\d,]+\.\d\d/);
    await expect(pickup.getByRole('link', { name: `Start agreement: TP${run}, ${customer.fullName}` })).toHaveAttribute(
      'href',
      `/staff/rentals/${pickupId}/complete`,
    );

    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/today-390.png`, fullPage: true });

    const due = todayCard(page, /^Returns due today/, `TR${run}`);
    await expect(due).toContainText(customer.fullName);
    await expect(due).toContainText('Due back 23:59');
    await due.getByRole('link', { name: `Return: TR${run}, ${customer.fullName}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/staff/rentals/${returnId}/return$`));
    await page.context().close();
  });

  test('a car goes out from Today in at most 8 taps plus the photos and the odometer', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}k`, `Keys Out ${run}`);
    const car = await staffVehicle(request, staff, `Keys out car ${run}`, `KO${run}`);
    const rentalId = await manualBooking(request, staff, customer.id, car.id, kualaLumpurDate(0), kualaLumpurDate(1));
    // Paid ahead, as most customers do: the keys go without a reason to give.
    const rental = await request.get(`/api/staff/rentals/${rentalId}`, { headers: bearer(staff.token) });
    const { account } = (await rental.json()) as { account: { balanceDue: string } };
    await paidByApi(request, staff, customer, rentalId, account.balanceDue, 'rental-payment');

    const page = await touchPhonePage(browser);
    await useStaffSession(page, staff);
    await page.goto('/staff');

    let taps = 0;
    /** Every tap on the screen goes through here and is counted. */
    const tap = async (target: Locator) => {
      taps += 1;
      await target.tap();
    };

    await tap(todayCard(page, /^Pickups today and tomorrow/, `KO${run}`).getByRole('link', { name: /^Start agreement/ }));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 1 of 5');
    await page.getByTestId('photo-input-front_with_customer').setInputFiles(await cameraPhoto('#2255aa', 'front-with-customer.jpg'));
    await tap(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 2 of 5');
    await page.getByRole('textbox', { name: /Current mileage/ }).fill('38120');
    await tap(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 3 of 5');
    // The signature is one gesture: counted as a tap.
    taps += 1;
    await drawSignature(page);
    await tap(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 4 of 5');
    await page.getByTestId('photo-input-key-handover').setInputFiles(await cameraPhoto('#777777', 'keys.jpg'));
    await tap(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 5 of 5');
    // Paid in full, the keys go with the finish unless staff untick it: nothing to tap here.
    await expect(page.getByRole('checkbox', { name: 'Hand over the keys now (customer is here)' })).toBeChecked();
    await tap(page.getByRole('button', { name: 'Finalize & Hand Over' }));
    await expect(toast(page, 'Agreement Completed!')).toContainText('is active: the keys are with the customer');

    const after = await request.get(`/api/staff/rentals/${rentalId}`, { headers: bearer(staff.token) });
    expect(((await after.json()) as { status: string }).status).toBe('active');
    expect(taps).toBeLessThanOrEqual(8);
    await page.context().close();
  });

  test("the calendar grid shows '+N more' for a day with more than 3 bookings", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}c`, `Busy Day ${run}`);
    // A far-off day of its own, so no other journey's booking is counted.
    const day = kualaLumpurDate(120);
    for (let index = 0; index < 5; index += 1) {
      const car = await staffVehicle(request, staff, `Busy day car ${run} ${index}`, `BD${index}${run}`);
      await manualBooking(request, staff, customer.id, car.id, day, day);
    }

    const page = await touchPhonePage(browser);
    await useStaffSession(page, staff);
    await page.goto(`/staff?tab=calendar&month=${day.slice(0, 7)}`);
    await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('button', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Another journey may book the same far-off day: the count is read from the day's name.
    const busy = page.getByRole('button', { name: new RegExp(`^\\w+, ${Number(day.slice(8))} \\w+ \\d{4}, \\d+ bookings$`) });
    await expect(busy).toHaveAttribute('aria-label', /, ([5-9]|\d{2,}) bookings$/);
    const count = Number(/(\d+) bookings$/.exec((await busy.getAttribute('aria-label')) ?? '')?.[1]);
    // Three cars and '+N more' are drawn in the day's cell, beside its button.
    await expect(page.locator('td').filter({ has: busy })).toContainText(`+${count - 3} more`);
    await page.context().close();
  });
});

test.describe('the bottom bar at 360 px', () => {
  for (const language of ['en', 'ms'] as const) {
    test(`every label shows whole, and the content ends above the bar (${language})`, async ({ browser, request }) => {
      const staff = await staffLogin(request);
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await useStaffSession(page, staff);
      await page.goto('/staff?tab=vehicles');
      const bar = page.getByRole('navigation', { name: language === 'en' ? 'Staff sections' : 'Bahagian kakitangan' });
      await expect(bar).toBeVisible();
      // A section under More: More is marked and the section's own heading says where staff are.
      await expect(bar.getByRole('button', { name: language === 'en' ? 'More' : 'Lagi' })).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('heading', { level: 2, name: language === 'en' ? 'Vehicle Management' : 'Pengurusan Kenderaan' }),
      ).toBeVisible();

      const labels = await bar.locator('.MuiBottomNavigationAction-label').evaluateAll((elements) =>
        elements.map((element) => {
          const label = element.getBoundingClientRect();
          const button = (element.closest('button') as HTMLElement).getBoundingClientRect();
          return {
            text: element.textContent,
            whole: element.scrollWidth <= element.clientWidth + 0.5 && label.left >= button.left - 0.5 && label.right <= button.right + 0.5,
          };
        }),
      );
      expect(labels).toHaveLength(5);
      expect(labels.filter((label) => !label.whole)).toEqual([]);
      const barBox = await bar.boundingBox();
      expect(barBox && barBox.x >= 0 && barBox.width <= 360).toBe(true);

      // Scrolled to the very end, the page's last content sits above the bar, not under it. The
      // fleet may still be arriving and lengthen the page, so the scroll is repeated until it holds.
      const lastContentBottom = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const ends = document.querySelectorAll('main, footer');
          return ends[ends.length - 1].getBoundingClientRect().bottom;
        });
      await expect.poll(lastContentBottom).toBeLessThanOrEqual((barBox?.y ?? 0) + 0.5);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/bottom-bar-360-${language}.png` });
      await context.close();
    });
  }
});
