import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { ACTIVE_VEHICLES, calendarItem, december } from '../test/calendarFactory';
import { UNKNOWN_VEHICLE_COLOUR, VEHICLE_PALETTE } from '../utils/vehicleColours';

const CALENDAR = 'GET /api/staff/calendar';

/** The query strings of the calendar requests, in order (mockFetch records paths only). */
function calendarQueries(fetchMock: Mock): string[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
    .filter((url) => url.pathname === '/api/staff/calendar')
    .map((url) => url.search);
}

/** The chips drawn inside a day's button. */
/** A day button's table cell: the cars are drawn beside the button, in the same cell. */
const cellOf = (dayButton: HTMLElement) => dayButton.closest('td') as HTMLElement;
const chipsIn = (dayButton: HTMLElement) => [...cellOf(dayButton).querySelectorAll<HTMLElement>('[data-booking]')];

/** A 390 px phone: every max-width media query matches (the theme's `down('sm')`). */
function phoneViewport() {
  const matchMedia = (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', matchMedia);
}

beforeAll(async () => {
  // The tab's own chunk, loaded up front like the other tabs' (test/staffApp.tsx).
  await import('../index');
});

// 9 December 2026, 10:00 in Kuala Lumpur: the 1st to the 8th of the December fixture are past
// (timers stay real for user-event).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-09T02:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("staff Calendar tab ('Booking Calendar')", () => {
  it('draws a car off the road in its own hatched style, in the day button’s name and the day’s list', async () => {
    const month = december();
    month.blocks = [
      {
        id: 70,
        vehicleId: 2,
        vehicleDisplayName: 'Honda City - VBN 55',
        startDate: '2026-12-15',
        endDate: '2026-12-16',
        reason: 'service',
        note: '10,000 km service',
        createdBy: 'staff',
        createdAt: '2026-12-01T02:00:00.000Z',
      },
    ];
    mockFetch({ [CALENDAR]: { body: month } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    const day = await screen.findByRole('button', { name: 'Tuesday, 15 December 2026, no bookings, 1 car off the road' });
    const chip = cellOf(day).querySelector<HTMLElement>('[data-block="70"]');
    expect(chip).toHaveTextContent('Service · Honda City - VBN 55');
    expect(screen.getByRole('button', { name: 'Wednesday, 16 December 2026, no bookings, 1 car off the road' })).toBeVisible();
    await user.click(day);
    const list = await screen.findByRole('region', { name: 'Bookings on Tuesday, 15 December 2026' });
    expect(list).toHaveTextContent('Service · Honda City - VBN 55');
    expect(list).toHaveTextContent('Off the road 15/12/2026 to 16/12/2026');
    expect(list).toHaveTextContent('10,000 km service');
  });

  it("draws the month Sunday first with up to 3 vehicle chips a day, then '+N more', and one request for the month", async () => {
    const { fetchMock } = mockFetch({ [CALENDAR]: { body: december() } });
    await renderStaffTab('calendar&month=2026-12');

    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Calendar' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'December 2026' })).toBeVisible();
    const grid = await screen.findByRole('table', { name: 'Bookings in December 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 December 2026 is a Tuesday: two blank cells before it.
    const firstWeek = within(grid).getAllByRole('row')[1];
    const [sunday, monday, tuesday] = within(firstWeek).getAllByRole('cell');
    expect([sunday.textContent, monday.textContent]).toEqual(['', '']);
    expect(within(tuesday).getByRole('button', { name: 'Tuesday, 1 December 2026, 2 bookings' })).toBeVisible();
    expect(screen.getByText('7 bookings this month')).toBeVisible();

    const busyDay = screen.getByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' });
    const chips = chipsIn(busyDay);
    expect(chips.map((chip) => chip.textContent)).toEqual(['Nissan Almera - OLD 1', 'Perodua Myvi - WXY 1234', 'Honda City - VBN 55']);
    expect(within(cellOf(busyDay)).getByText('+2 more')).toBeVisible();
    // The Almera's vehicle is not active: grey. The others take their place in the vehicle list.
    expect(chips[0]).toHaveStyle({ backgroundColor: UNKNOWN_VEHICLE_COLOUR });
    expect(chips[1]).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[0] });
    expect(chips[2]).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[1] });

    // The rental running in from November shows on its last day only.
    expect(
      chipsIn(screen.getByRole('button', { name: 'Tuesday, 1 December 2026, 2 bookings' })).map((chip) => chip.dataset.booking),
    ).toEqual(['10', '11']);
    const fourth = screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 bookings' });
    expect(chipsIn(fourth)).toHaveLength(3);
    expect(within(cellOf(fourth)).queryByText(/more/)).not.toBeInTheDocument();
    // A completed rental's chip is outlined in its colour instead of filled.
    const [completed] = chipsIn(screen.getByRole('button', { name: 'Thursday, 10 December 2026, 1 booking' }));
    expect(completed).toHaveAttribute('data-status', 'completed');
    expect(completed).toHaveStyle({ color: VEHICLE_PALETTE[1], borderColor: VEHICLE_PALETTE[1] });
    expect(completed).not.toHaveStyle({ backgroundColor: VEHICLE_PALETTE[1] });

    // Days with bookings have no plus button; empty ones from today on do, past ones not.
    expect(screen.getByRole('button', { name: 'Wednesday, 9 December 2026, no bookings' })).toHaveAttribute('aria-current', 'date');
    expect(screen.queryByRole('button', { name: 'Add booking on 03/12/2026' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add booking on 07/12/2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add booking on 09/12/2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add booking on 13/12/2026' })).toBeVisible();
    // The 9th and the 13th to the 31st.
    expect(screen.getAllByRole('button', { name: /^Add booking on / })).toHaveLength(1 + 19);

    expect(calendarQueries(fetchMock)).toEqual(['?from=2026-12-01&to=2026-12-31']);
  });

  it("shows a legend of the active vehicles' colours, with grey for the vehicles not in it", async () => {
    const vehicles = Array.from({ length: 31 }, (_, index) => ({ id: index + 1, displayName: `Car ${index + 1}` }));
    mockFetch({
      [CALENDAR]: {
        body: {
          items: [calendarItem({ id: 1, vehicleId: 31, vehicle: 'Car 31' }), calendarItem({ id: 2, vehicleId: null, vehicle: 'Old car' })],
          vehicles,
        },
      },
    });
    await renderStaffTab('calendar&month=2026-12');

    const legend = await screen.findByRole('list', { name: 'Vehicle colours' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries).toHaveLength(32);
    expect(entries.map((entry) => entry.textContent).slice(0, 2)).toEqual(['Car 1', 'Car 2']);
    const swatch = (entry: HTMLElement) => entry.querySelector('[data-swatch]');
    expect(swatch(entries[0])).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[0] });
    expect(swatch(entries[1])).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[1] });
    expect(swatch(entries[29])).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[29] });
    // The 31st vehicle starts the palette again.
    expect(swatch(entries[30])).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[0] });
    expect(entries[31]).toHaveTextContent('Other vehicle (inactive or removed)');
    expect(swatch(entries[31])).toHaveStyle({ backgroundColor: UNKNOWN_VEHICLE_COLOUR });

    const [car31, oldCar] = chipsIn(screen.getByRole('button', { name: 'Thursday, 3 December 2026, 2 bookings' }));
    expect(car31).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[0] });
    expect(oldCar).toHaveStyle({ backgroundColor: UNKNOWN_VEHICLE_COLOUR });
  });

  it('leaves the grey entry out of the legend when every booking is of an active vehicle', async () => {
    mockFetch({ [CALENDAR]: { body: { items: [calendarItem({ id: 1 })], vehicles: ACTIVE_VEHICLES } } });
    await renderStaffTab('calendar&month=2026-12');

    const legend = await screen.findByRole('list', { name: 'Vehicle colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(ACTIVE_VEHICLES.map((vehicle) => vehicle.displayName));
  });

  it('asks for the month of today when the address names none', async () => {
    const { fetchMock } = mockFetch({ [CALENDAR]: { body: { items: [], vehicles: [], blocks: [] } } });
    await renderStaffTab('calendar&month=2026-13');

    expect(await screen.findByText('No active vehicles.')).toBeVisible();
    const month = todayInKualaLumpur().slice(0, 7);
    expect(calendarQueries(fetchMock)[0]).toMatch(new RegExp(`^\\?from=${month}-01&to=${month}-\\d\\d$`));
  });

  it('moves between months in the address, one request per month and none for a month already loaded', async () => {
    const { fetchMock } = mockFetch({ [CALENDAR]: { body: december() } });
    const { router, user } = await renderStaffTab('calendar&month=2026-12');
    await screen.findByRole('table', { name: 'Bookings in December 2026' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'January 2027' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=calendar&month=2027-01');
    await waitFor(() => expect(calendarQueries(fetchMock)).toEqual(['?from=2026-12-01&to=2026-12-31', '?from=2027-01-01&to=2027-01-31']));
    await screen.findByRole('table', { name: 'Bookings in January 2027' });

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'November 2026' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=calendar&month=2026-11');
    await waitFor(() =>
      expect(calendarQueries(fetchMock)).toEqual([
        '?from=2026-12-01&to=2026-12-31',
        '?from=2027-01-01&to=2027-01-31',
        '?from=2026-11-01&to=2026-11-30',
      ]),
    );
  });

  it("lists a selected day's bookings, and offers to create one on an empty day", async () => {
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    await user.click(await screen.findByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' }));
    expect(screen.getByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' })).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: 'Bookings on Thursday, 3 December 2026' });
    const rows = within(details).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Rental #11',
      'Rental #12',
      'Rental #13',
      'Rental #14',
      'Rental #15',
    ]);
    const approved = within(details).getByRole('listitem', { name: 'Rental #12' });
    expect(approved).toHaveTextContent('Perodua Myvi - WXY 1234');
    expect(approved).toHaveTextContent('Tan Wei Ming · Customer ID #8');
    expect(approved).toHaveTextContent('02/12/2026 – 05/12/2026');
    expect(approved).toHaveTextContent('Approved');
    expect(within(details).getByRole('listitem', { name: 'Rental #13' })).toHaveTextContent('Awaiting agreement');

    await user.click(screen.getByRole('button', { name: 'Thursday, 10 December 2026, 1 booking' }));
    const completed = within(screen.getByRole('region', { name: 'Bookings on Thursday, 10 December 2026' })).getByRole('listitem', {
      name: 'Rental #16',
    });
    expect(completed).toHaveTextContent('Muthu a/l Raman · Customer ID #5');
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveAttribute('data-status', 'completed');
    expect(completed.querySelector('.MuiChip-outlined')).toHaveTextContent('Completed');

    await user.click(screen.getByRole('button', { name: 'Sunday, 20 December 2026, no bookings' }));
    const empty = screen.getByRole('region', { name: 'Bookings on Sunday, 20 December 2026' });
    expect(within(empty).getByText('No bookings for this date')).toBeVisible();
    await user.click(within(empty).getByRole('button', { name: 'Create Booking for 20/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(dialog).getAllByDisplayValue('20/12/2026')).toHaveLength(2);
  });

  it('offers no booking on an empty day that is past', async () => {
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    await user.click(await screen.findByRole('button', { name: 'Monday, 7 December 2026, no bookings' }));
    const empty = screen.getByRole('region', { name: 'Bookings on Monday, 7 December 2026' });
    expect(within(empty).getByText('No bookings for this date')).toBeVisible();
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
  });

  it("opens 'Create Manual Booking' on the day of an empty day's plus button", async () => {
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    await user.click(await screen.findByRole('button', { name: 'Add booking on 24/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(dialog).getAllByDisplayValue('24/12/2026')).toHaveLength(2);
    // The plus button also selects its day.
    expect(screen.getByRole('region', { name: 'Bookings on Thursday, 24 December 2026', hidden: true })).toBeInTheDocument();
  });

  it("opens 'Add Booking' on the selected day, and the days work from the keyboard", async () => {
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    const third = await screen.findByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' });
    third.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 bookings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Friday, 11 December 2026, 1 booking' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 bookings' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Tuesday, 1 December 2026, 2 bookings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Bookings on Tuesday, 1 December 2026' })).toBeInTheDocument();

    // The 1st is past: 'Add Booking' starts today instead.
    await user.click(screen.getByRole('button', { name: 'Add Booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(dialog).getAllByDisplayValue('09/12/2026')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Friday, 11 December 2026, 1 booking' }));
    await user.click(screen.getByRole('button', { name: 'Add Booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(dialog).getAllByDisplayValue('11/12/2026')).toHaveLength(2);
    // Twenty-odd key presses and two dialogs: about 5 s on a quiet machine, over 15 s on a busy one.
  }, 40_000);

  it('shows a retry when the month cannot be loaded', async () => {
    mockFetch({
      [CALENDAR]: [
        { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
        { body: december() },
      ],
    });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    expect(await screen.findByText(/We could not load the calendar/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' })).toBeVisible();
  });

  it("draws a compact Sunday-first month on a 390 px phone: coloured dots, '+N more', and a plus only on today's and later empty days", async () => {
    phoneViewport();
    mockFetch({ [CALENDAR]: { body: december() } });
    await renderStaffTab('calendar&month=2026-12');

    const grid = await screen.findByRole('table', { name: 'Bookings in December 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(within(grid).getAllByRole('row')[1]).getAllByRole('cell')[2]).toContainElement(
      screen.getByRole('button', { name: 'Tuesday, 1 December 2026, 2 bookings' }),
    );

    // Three dots in the vehicles' colours, no names, then '+2 more'.
    const busyDay = screen.getByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' });
    const dots = chipsIn(busyDay);
    expect(dots.map((dot) => dot.textContent)).toEqual(['', '', '']);
    expect(dots[0]).toHaveStyle({ backgroundColor: UNKNOWN_VEHICLE_COLOUR });
    expect(dots[1]).toHaveStyle({ backgroundColor: VEHICLE_PALETTE[0] });
    expect(within(cellOf(busyDay)).getByText('+2 more')).toBeVisible();
    expect(cellOf(busyDay)).toHaveTextContent(/^3\+2 more$/);
    // The button's own text is the day alone, so its full name contains all it shows.
    expect(busyDay).toHaveTextContent(/^3$/);
    expect(
      within(cellOf(screen.getByRole('button', { name: 'Friday, 4 December 2026, 3 bookings' }))).queryByText(/more/),
    ).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Wednesday, 9 December 2026, no bookings' })).toHaveAttribute('aria-current', 'date');
    expect(screen.queryByRole('button', { name: 'Add booking on 07/12/2026' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add booking on 10/12/2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add booking on 09/12/2026' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Add booking on / })).toHaveLength(1 + 19);
    // The day's bookings open in a dialog, not below the grid.
    expect(screen.queryByRole('region', { name: /^Bookings on / })).not.toBeInTheDocument();
  });

  it("opens a tapped day's bookings in a dialog on a phone, with Add Booking only from today on", async () => {
    phoneViewport();
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    await user.click(await screen.findByRole('button', { name: 'Thursday, 3 December 2026, 5 bookings' }));
    let day = await screen.findByRole('dialog', { name: 'Bookings on Thursday, 3 December 2026' });
    expect(
      within(day)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Rental #11', 'Rental #12', 'Rental #13', 'Rental #14', 'Rental #15']);
    const approved = within(day).getByRole('listitem', { name: 'Rental #12' });
    expect(approved).toHaveTextContent('Perodua Myvi - WXY 1234');
    expect(approved).toHaveTextContent('Tan Wei Ming · Customer ID #8');
    expect(approved).toHaveTextContent('02/12/2026 – 05/12/2026');
    expect(approved).toHaveTextContent('Approved');
    // The 3rd is past: nothing to add, only Close.
    expect(
      within(day)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(day).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Monday, 7 December 2026, no bookings' }));
    day = await screen.findByRole('dialog', { name: 'Bookings on Monday, 7 December 2026' });
    expect(within(day).getByText('No bookings for this date')).toBeVisible();
    expect(
      within(day)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sunday, 20 December 2026, no bookings' }));
    day = await screen.findByRole('dialog', { name: 'Bookings on Sunday, 20 December 2026' });
    expect(within(day).getByRole('button', { name: 'Create Booking for 20/12/2026' })).toBeVisible();
    await user.click(within(day).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Friday, 11 December 2026, 1 booking' }));
    day = await screen.findByRole('dialog', { name: 'Bookings on Friday, 11 December 2026' });
    expect(within(day).getByRole('listitem', { name: 'Rental #16' })).toHaveTextContent('Completed');
    await user.click(within(day).getByRole('button', { name: 'Add Booking' }));
    const form = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(form).getAllByDisplayValue('11/12/2026')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: /^Bookings on / })).not.toBeInTheDocument();
  });

  it("opens 'Create Manual Booking' from an empty day's plus on a phone, and moves between months", async () => {
    phoneViewport();
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');

    await user.click(await screen.findByRole('button', { name: 'Add booking on 24/12/2026' }));
    const form = await screen.findByRole('dialog', { name: 'Create Manual Booking' });
    expect(within(form).getAllByDisplayValue('24/12/2026')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Bookings in January 2027' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add booking on 31/01/2027' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const november = await screen.findByRole('table', { name: 'Bookings in November 2026' });
    // All of November is past.
    expect(within(november).queryByRole('button', { name: /^Add booking on / })).not.toBeInTheDocument();
  });

  it('speaks Malay on a phone', async () => {
    phoneViewport();
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');
    await screen.findByRole('table', { name: 'Bookings in December 2026' });
    await act(() => i18n.changeLanguage('ms'));

    const grid = await screen.findByRole('table', { name: 'Tempahan pada Disember 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab']);
    const busyDay = screen.getByRole('button', { name: 'Khamis, 3 Disember 2026, 5 tempahan' });
    expect(within(cellOf(busyDay)).getByText('+2 lagi')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tambah tempahan pada 09/12/2026' })).toBeVisible();

    await user.click(busyDay);
    const day = await screen.findByRole('dialog', { name: 'Tempahan pada Khamis, 3 Disember 2026' });
    expect(within(day).getByRole('listitem', { name: 'Sewaan #12' })).toHaveTextContent('Diluluskan');
    await user.click(within(day).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Jumaat, 11 Disember 2026, 1 tempahan' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Tempahan pada Jumaat, 11 Disember 2026' })).getByRole('button', {
        name: 'Tambah Tempahan',
      }),
    ).toBeVisible();
  });

  it('speaks Malay', async () => {
    mockFetch({ [CALENDAR]: { body: december() } });
    const { user } = await renderStaffTab('calendar&month=2026-12');
    await screen.findByRole('table', { name: 'Bookings in December 2026' });
    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Kalendar Tempahan' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Disember 2026' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Tempahan pada Disember 2026' })).toBeVisible();
    expect(screen.getByText('7 tempahan bulan ini')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bulan seterusnya' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bulan sebelumnya' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tambah Tempahan' })).toBeVisible();
    const busyDay = screen.getByRole('button', { name: 'Khamis, 3 Disember 2026, 5 tempahan' });
    expect(within(cellOf(busyDay)).getByText('+2 lagi')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Warna kenderaan' })).toHaveTextContent('Kenderaan lain (tidak aktif atau dibuang)');

    await user.click(busyDay);
    const details = screen.getByRole('region', { name: 'Tempahan pada Khamis, 3 Disember 2026' });
    expect(within(details).getByRole('listitem', { name: 'Sewaan #12' })).toHaveTextContent('Tan Wei Ming · ID Pelanggan #8');
    expect(within(details).getByRole('listitem', { name: 'Sewaan #12' })).toHaveTextContent('Diluluskan');

    await user.click(screen.getByRole('button', { name: 'Ahad, 20 Disember 2026, tiada tempahan' }));
    expect(screen.getByText('Tiada tempahan untuk tarikh ini')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cipta Tempahan untuk 20/12/2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tambah tempahan pada 21/12/2026' })).toBeVisible();
  });
});
