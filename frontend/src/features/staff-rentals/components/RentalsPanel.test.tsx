import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { rentalPage, staffRental } from '../test/rentalFactory';
import { PRICING_CATALOGUE } from '../../../test/pricingCatalogue';

const LIST = 'GET /api/staff/rentals';

/** The addresses fetched, with their query strings (mockFetch records paths only). */
function fetchedUrls(fetchMock: Mock): URL[] {
  return fetchMock.mock.calls.map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url));
}

function listQueries(fetchMock: Mock): string[] {
  return fetchedUrls(fetchMock)
    .filter((url) => url.pathname === '/api/staff/rentals')
    .map((url) => url.search);
}

const bodyOf = (calls: RecordedCall[], method: string) => {
  const call = calls.find((recorded) => recorded.method === method);
  return { path: call?.path, body: call?.body ? (JSON.parse(call.body) as unknown) : undefined };
};

beforeAll(async () => {
  // The tab's own chunk, loaded up front like the other tabs' (test/staffApp.tsx).
  await import('../index');
});

describe("staff Rentals tab ('Rental Agreements')", () => {
  it('lists rentals with the filters and page from the address, and keeps a new filter there', async () => {
    const { fetchMock } = mockFetch({
      [LIST]: {
        body: rentalPage(
          [
            staffRental({ id: 31 }),
            staffRental({
              id: 30,
              vehicle: 'Honda City 1.5 V',
              vehicleDisplayName: 'Honda City - PNG',
              color: null,
              status: 'awaiting_agreement',
              totalDays: 1,
              grandTotal: '1234.5',
              serviceTaxAdded: '91.44',
              customerId: 9,
              customerName: 'Tan Wei Ming',
            }),
            staffRental({ id: 29, returnInspectionStarted: true }),
          ],
          { total: 22, page: 2 },
        ),
      },
    });
    const { router, user } = await renderStaffTab('rentals&filter=7days&status=active&page=2');

    expect(await screen.findByRole('heading', { level: 2, name: 'Rental Agreements' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    expect(card).toHaveTextContent('VehiclePerodua Myvi - WXY');
    expect(card).toHaveTextContent('ColourGranite Grey');
    expect(card).toHaveTextContent('Grand TotalRM 560.00');
    expect(card).toHaveTextContent('Duration3 days');
    expect(card).toHaveTextContent('Start Date01/11/2026');
    expect(card).toHaveTextContent('End Date04/11/2026');
    expect(card).toHaveTextContent('CustomerNur Aisyah binti AhmadCustomer ID #7');
    expect(card).toHaveTextContent('Created 30/10/2026');
    expect(card).toHaveTextContent('Active');
    expect(within(card).getByRole('button', { name: 'Mark Returned' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Return Inspection' })).toHaveAttribute('href', '/staff/rentals/31/return');
    expect(within(card).getByRole('button', { name: 'Cancel Rental' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();

    const awaiting = screen.getByRole('article', { name: 'Rental #30' });
    expect(awaiting).toHaveTextContent('Awaiting agreement');
    expect(awaiting).toHaveTextContent('ColourN/A');
    expect(awaiting).toHaveTextContent('Grand TotalRM 1,234.50incl. SST RM 91.44');
    expect(card).not.toHaveTextContent('SST');
    expect(awaiting).toHaveTextContent('Duration1 day');
    expect(within(awaiting).queryByRole('button', { name: 'Mark Returned' })).not.toBeInTheDocument();
    expect(within(awaiting).queryByRole('link', { name: 'Return Inspection' })).not.toBeInTheDocument();
    expect(within(awaiting).getByRole('button', { name: 'Cancel Rental' })).toBeVisible();

    // An inspection already holds evidence: the return is finished there, not by the quick button.
    const inspecting = screen.getByRole('article', { name: 'Rental #29' });
    expect(within(inspecting).queryByRole('button', { name: 'Mark Returned' })).not.toBeInTheDocument();
    expect(within(inspecting).getByRole('link', { name: 'Continue Return Inspection' })).toHaveAttribute(
      'href',
      '/staff/rentals/29/return',
    );

    expect(screen.getByText('22 rentals')).toBeVisible();
    expect(screen.getByLabelText('Created')).toHaveValue('7days');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(listQueries(fetchMock)[0]).toBe('?filter=7days&status=active&page=2&limit=20');

    // A new filter goes into the address and starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Created'), 'Past 30 Days');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?filter=30days&status=active&page=1&limit=20'));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('30days');
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?filter=30days&page=1&limit=20'));
    expect(router.state.location.search).toBe('?tab=rentals&filter=30days');
  });

  it('names each car as the server does, plate included, so two cars of one model are told apart', async () => {
    mockFetch({
      [LIST]: {
        body: rentalPage([
          staffRental({ id: 31, vehicle: 'Myvi Merah', vehicleDisplayName: 'Perodua Myvi - WXY 1234' }),
          staffRental({ id: 30, vehicle: 'Myvi Biru', vehicleDisplayName: 'Perodua Myvi - VBN 5678' }),
        ]),
      },
    });
    await renderStaffTab('rentals');

    const red = await screen.findByRole('article', { name: 'Rental #31' });
    const blue = screen.getByRole('article', { name: 'Rental #30' });
    expect(red).toHaveTextContent('VehiclePerodua Myvi - WXY 1234');
    expect(blue).toHaveTextContent('VehiclePerodua Myvi - VBN 5678');
    // The name kept on the rental at booking time is not what staff read.
    expect(red).not.toHaveTextContent('Myvi Merah');
    expect(blue).not.toHaveTextContent('Myvi Biru');
  });

  it("shows each rental's balance due and deposit held from its account, and what is owed back once settled", async () => {
    const owing = {
      charges: '465.00',
      deposit: '200.00',
      paid: '615.00',
      refunded: '0.00',
      balanceDue: '50.00',
      depositHeld: '150.00',
      refundable: '150.00',
    };
    const settled = {
      charges: '515.00',
      deposit: '0.00',
      paid: '665.00',
      refunded: '0.00',
      balanceDue: '-150.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    mockFetch({ [LIST]: { body: rentalPage([staffRental({ id: 41, account: owing }), staffRental({ id: 40, account: settled })]) } });
    await renderStaffTab('rentals');

    const open = await screen.findByRole('article', { name: 'Rental #41' });
    expect(open).toHaveTextContent('Balance dueRM 50.00');
    expect(open).toHaveTextContent('Deposit heldRM 150.00 of RM 200.00');
    const back = screen.getByRole('article', { name: 'Rental #40' });
    expect(back).toHaveTextContent('Owed to customerRM 150.00');
    expect(back).not.toHaveTextContent('Balance due');
  });

  it("opens a rental's account: its lines, a charge added with its reason, and a charge corrected", async () => {
    const entry = (id: number, fields: object) => ({
      id,
      kind: 'charge',
      category: null,
      amount: '0.00',
      note: null,
      reversesEntryId: null,
      reversed: false,
      recordedBy: null,
      createdAt: '2026-11-20T02:00:00.000Z',
      ...fields,
    });
    const days = entry(1, { category: 'rental_days', amount: '360.00' });
    const deposit = entry(2, { kind: 'deposit', amount: '200.00' });
    const fuel = entry(3, { category: 'fuel', amount: '50.00', note: 'Quarter tank short', recordedBy: 'siti' });
    const before = {
      charges: '360.00',
      deposit: '200.00',
      paid: '0.00',
      refunded: '0.00',
      balanceDue: '560.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    const withFuel = { ...before, charges: '410.00', balanceDue: '610.00' };
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'GET /api/staff/rentals/31/account': [
        { body: { rentalId: 31, account: before, entries: [days, deposit] } },
        { body: { rentalId: 31, account: withFuel, entries: [days, deposit, fuel] } },
        {
          body: {
            rentalId: 31,
            account: before,
            entries: [days, deposit, { ...fuel, reversed: true }, entry(4, { category: 'fuel', amount: '-50.00', reversesEntryId: 3 })],
          },
        },
      ],
      'POST /api/staff/rentals/31/account/charges': {
        status: 201,
        body: { rentalId: 31, account: withFuel, entries: [days, deposit, fuel] },
      },
      'POST /api/staff/rentals/31/account/entries/3/reverse': { status: 201, body: { rentalId: 31, account: before, entries: [] } },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #31' });
    const lines = await within(dialog).findByRole('list', { name: 'Account lines' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(lines).toHaveTextContent('Rental days');
    expect(dialog).toHaveTextContent('Balance dueRM 560.00');

    // Nothing is sent until the form is right.
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(await within(dialog).findByText('Please choose what the charge is for')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Charge for/ }), 'fuel');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Quarter tank short ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(await screen.findByText('Charge Added')).toBeVisible();
    expect(bodyOf(calls, 'POST')).toEqual({
      path: '/api/staff/rentals/31/account/charges',
      body: { category: 'fuel', amount: '50', reason: 'Quarter tank short' },
    });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    expect(dialog).toHaveTextContent('Balance dueRM 610.00');

    // Correcting asks why, then a correcting line cancels the charge.
    const fuelLine = within(dialog).getAllByRole('listitem')[2];
    await user.click(within(fuelLine).getByRole('button', { name: 'Correct' }));
    const correct = await screen.findByRole('dialog', { name: 'Correct a Charge' });
    await user.type(within(correct).getByRole('textbox', { name: /Reason for the correction/ }), 'Charged twice by mistake');
    await user.click(within(correct).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('Corrected', { selector: '[role="status"] *' })).toBeVisible();
    const reversal = calls.filter((call) => call.method === 'POST').at(-1);
    expect(reversal?.path).toBe('/api/staff/rentals/31/account/entries/3/reverse');
    expect(JSON.parse(reversal?.body ?? '{}')).toEqual({ reason: 'Charged twice by mistake' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(4));
  });

  it('adds a charge with a photo as one multipart request, and a line with a photo opens it', async () => {
    const account = {
      charges: '480.00',
      deposit: '200.00',
      paid: '0.00',
      refunded: '0.00',
      balanceDue: '680.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    const damage = {
      id: 5,
      kind: 'charge',
      category: 'damage',
      amount: '120.00',
      note: 'Scratch on the rear bumper',
      reversesEntryId: null,
      paymentId: null,
      reversed: false,
      recordedBy: 'siti',
      hasPhoto: true,
      createdAt: '2026-11-20T02:00:00.000Z',
    };
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'GET /api/staff/rentals/31/account': [
        { body: { rentalId: 31, account, entries: [], settled: false } },
        { body: { rentalId: 31, account, entries: [damage], settled: false } },
      ],
      'POST /api/staff/rentals/31/account/charges': { status: 201, body: { rentalId: 31, account, entries: [damage], settled: false } },
      'GET /api/staff/rentals/31/account/entries/5/photo': { body: 'jpeg' },
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:photo-5'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const { user } = await renderStaffTab('rentals');
    await user.click(within(await screen.findByRole('article', { name: 'Rental #31' })).getByRole('button', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #31' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Charge for/ }), 'damage');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '120');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Dent');
    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File(['png'], 'bumper.png', { type: 'image/png' }));
    expect(within(dialog).getByText('bumper.png')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(await screen.findByText('Charge Added')).toBeVisible();
    const post = calls.find((call) => call.path === '/api/staff/rentals/31/account/charges');
    expect(post?.body).toMatch(/name="category"\r\n\r\ndamage\r\n/);
    expect(post?.body).toMatch(/name="amount"\r\n\r\n120\r\n/);
    // jsdom's File reaches the test's FormData as a bare part; a browser sends its name and bytes.
    expect(post?.body).toMatch(/name="photo"; filename="[^"]+"\r\nContent-Type: image\/png/);

    const photo = await within(dialog).findByRole('button', { name: 'Photo of the Damage charge' });
    expect(photo).toHaveTextContent('Photo');
    await user.click(photo);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/staff/rentals/31/account/entries/5/photo')).toBe(true));
    expect(opened).toHaveBeenCalled();
    opened.mockRestore();
  });

  it("offers a settled account's Settlement Statement to staff", async () => {
    const account = {
      charges: '410.00',
      deposit: '0.00',
      paid: '560.00',
      refunded: '150.00',
      balanceDue: '0.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 32, status: 'completed', account })]) },
      'GET /api/staff/rentals/32/account': { body: { rentalId: 32, account, entries: [], settled: true } },
      'GET /api/rentals/32/settlement-statement': { body: '%PDF-1.7' },
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:statement-32'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const { user } = await renderStaffTab('rentals');
    await user.click(within(await screen.findByRole('article', { name: 'Rental #32' })).getByRole('button', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #32' });
    const settlement = within(dialog).getByRole('region', { name: 'Deposit and refund' });
    await user.click(await within(settlement).findByRole('button', { name: 'Settlement Statement' }));
    expect(await screen.findByText('Statement Downloaded')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['settlement-32.pdf']);
    expect(calls.some((call) => call.path === '/api/rentals/32/settlement-statement')).toBe(true);
    click.mockRestore();
  });

  it("offers a finalized return's Condition Report on the card, and none for a rental returned without an inspection", async () => {
    const { calls } = mockFetch({
      [LIST]: {
        body: rentalPage([
          staffRental({ id: 33, status: 'completed', returnDate: '2026-11-20', returnMileage: 12_400, conditionReportReady: true }),
          staffRental({ id: 34, status: 'completed', returnDate: '2026-11-20', returnMileage: 12_500 }),
        ]),
      },
      'GET /api/staff/rentals/33/return/report': { body: '%PDF-1.7' },
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:report-33'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const { user } = await renderStaffTab('rentals');
    const quick = await screen.findByRole('article', { name: 'Rental #34' });
    expect(within(quick).queryByRole('button', { name: 'Condition Report' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Rental #33' })).getByRole('button', { name: 'Condition Report' }));

    expect(await screen.findByText('Report Downloaded')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['condition-report-33.pdf']);
    expect(calls.some((call) => call.path === '/api/staff/rentals/33/return/report')).toBe(true);
    click.mockRestore();
  });

  it('changes a booked rental’s add-ons and delivery before the agreement, and says the new total', async () => {
    const booked = staffRental({
      id: 31,
      status: 'awaiting_agreement',
      actions: ['finalize_agreement', 'change_extras', 'cancel'],
      extras: {
        addOns: [{ addOnId: 1, nameEn: 'Child seat', nameMs: 'Kerusi kanak-kanak', quantity: 1 }],
        deliveryZoneId: null,
        category: 'Sedan',
      },
    });
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([booked]) },
      'GET /api/pricing/catalogue': { body: PRICING_CATALOGUE },
      'PUT /api/staff/rentals/31/extras': { body: { ...booked, grandTotal: '620.00' } },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    await user.click(within(card).getByRole('button', { name: 'Extras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons and delivery' });
    // What it has now is ticked; what a Sedan is not offered with is not shown.
    expect(await within(dialog).findByRole('checkbox', { name: /Child seat/ })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Roof box/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'How many' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Delivery and collection' }));
    await user.click(await screen.findByRole('option', { name: 'Klang Valley (RM 40.00)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Extras' }));

    expect(await screen.findByText('Rental #31 now comes to RM 620.00.')).toBeVisible();
    expect(bodyOf(calls, 'PUT')).toEqual({
      path: '/api/staff/rentals/31/extras',
      body: { addOns: [{ addOnId: 1, quantity: 2 }], deliveryZoneId: 4 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add-ons and delivery' })).not.toBeInTheDocument());
  });

  it('offers the four time filters and every status', async () => {
    mockFetch({ [LIST]: { body: rentalPage([]) } });
    await renderStaffTab('rentals');

    const time = await screen.findByLabelText('Created');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Time', 'Past 3 Days', 'Past 7 Days', 'Past 30 Days']);
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Awaiting agreement', 'Approved', 'Active', 'Extension requested', 'Completed', 'Cancelled', 'Overdue']);
  });

  it('shows an empty state when there are no rentals, and a retry after a load error', async () => {
    mockFetch({
      [LIST]: [
        { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
        { body: rentalPage([]) },
      ],
    });
    const { user } = await renderStaffTab('rentals');

    expect(await screen.findByText(/Internal server error/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No rentals found')).toBeVisible();
    expect(screen.getByText('Rentals appear here once a booking request is approved.')).toBeVisible();
  });

  it('cancels with a required reason, then the list refreshes', async () => {
    const { calls } = mockFetch({
      [LIST]: [
        { body: rentalPage([staffRental({ id: 31 })]) },
        { body: rentalPage([staffRental({ id: 31, status: 'cancelled', cancellationReason: 'Customer changed plans' })]) },
      ],
      'PATCH /api/staff/rentals/31/cancel': {
        body: staffRental({ id: 31, status: 'cancelled', cancellationReason: 'Customer changed plans' }),
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Cancel Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Rental' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Rental' }));
    expect(await within(dialog).findByText('Please give a reason for cancelling')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), ' Customer changed plans ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Rental' }));

    expect(await screen.findByText('Rental Cancelled!')).toBeVisible();
    expect(bodyOf(calls, 'PATCH')).toEqual({ path: '/api/staff/rentals/31/cancel', body: { reason: 'Customer changed plans' } });
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Reason for cancellingCustomer changed plans'));
    expect(refreshed).toHaveTextContent('Cancelled');
    expect(within(refreshed).queryByRole('button', { name: 'Cancel Rental' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/staff/rentals')).toHaveLength(2);
  });

  it("shows 'Cancel Failed' with the server's message and keeps the dialog open", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'PATCH /api/staff/rentals/31/cancel': {
        status: 409,
        body: { statusCode: 409, message: 'This rental is already cancelled', error: 'Conflict' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Cancel Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Rental' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Double booking');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Rental' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Cancel Failed');
    expect(toast).toHaveTextContent('This rental is already cancelled');
    expect(screen.getByRole('dialog', { name: 'Cancel Rental' })).toBeVisible();
  });

  it('deletes only after a confirmation that it cannot be undone', async () => {
    const { calls } = mockFetch({
      [LIST]: [{ body: rentalPage([staffRental({ id: 31, status: 'completed' })]) }, { body: rentalPage([]) }],
      'DELETE /api/staff/rentals/31': { body: { success: true } },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    expect(within(card).queryByRole('button', { name: 'Cancel Rental' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark Returned' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rental' });
    expect(dialog).toHaveTextContent('Delete rental #31 of the Perodua Myvi - WXY for Nur Aisyah binti Ahmad? This cannot be undone.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Rental Deleted!')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/staff/rentals/31');
    expect(await screen.findByText('No rentals found')).toBeVisible();
  });

  it("shows 'Delete Failed' when the server refuses", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31 })]) },
      'DELETE /api/staff/rentals/31': { status: 404, body: { statusCode: 404, message: 'Rental not found', error: 'Not Found' } },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Rental' })).getByRole('button', { name: 'Delete' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Delete Failed');
    expect(toast).toHaveTextContent('Rental not found');
  });

  it('marks a rental returned: the mileage charge shows before confirming, then the return is saved', async () => {
    const { calls, fetchMock } = mockFetch({
      [LIST]: [
        { body: rentalPage([staffRental({ id: 31 })]) },
        {
          body: rentalPage([
            staffRental({
              id: 31,
              status: 'completed',
              returnDate: todayInKualaLumpur(),
              returnMileage: 12625,
              returnFuelLevel: 7,
              extraMileageFee: '12.50',
            }),
          ]),
        },
      ],
      'GET /api/staff/rentals/31/return-quote': {
        body: {
          startMileage: 12000,
          returnMileage: 12625,
          drivenKm: 625,
          allowedKm: 600,
          extraKm: 25,
          extraMileageCharge: '0.50',
          extraMileageFee: '12.50',
        },
      },
      'PATCH /api/staff/rentals/31/return': { body: staffRental({ id: 31, status: 'completed', extraMileageFee: '12.50' }) },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Mark Returned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Rental as Returned' });
    expect(within(dialog).getByRole('textbox', { name: /Return date/ })).toHaveValue(todayInKualaLumpur().split('-').reverse().join('/'));
    expect(within(dialog).getByText('Enter the return mileage to see the charge.')).toBeVisible();
    // The pickup's fuel (6 of 8) is where the gauge starts.
    const fuel = within(dialog).getByRole('slider', { name: 'Fuel level' });
    expect(fuel).toHaveAttribute('aria-valuetext', '75% (6/8)');

    await user.type(within(dialog).getByRole('textbox', { name: /Return mileage/ }), '12625');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Return' });
    expect(confirm).toBeDisabled();

    const quote = await within(dialog).findByRole('region', { name: 'Mileage charge' });
    await waitFor(() => expect(quote).toHaveTextContent('Extra mileage chargeRM 12.50'));
    expect(quote).toHaveTextContent('Driven625 km');
    expect(quote).toHaveTextContent('Allowed600 km');
    expect(quote).toHaveTextContent('Extra25 km');
    expect(quote).toHaveTextContent('Charge per extra kmRM 0.50');
    const quoteCalls = fetchedUrls(fetchMock).filter((url) => url.pathname.endsWith('/return-quote'));
    // Debounced: one call for the whole number, not one per digit.
    expect(quoteCalls.map((url) => url.search)).toEqual(['?returnMileage=12625']);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fuel.focus();
    await user.keyboard('{ArrowRight}');
    expect(fuel).toHaveAttribute('aria-valuetext', '88% (7/8)');
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await screen.findByText('Rental Returned')).toBeVisible();
    expect(screen.getByText('Rental #31 is completed. Extra mileage charge: RM 12.50.')).toBeVisible();
    expect(bodyOf(calls, 'PATCH')).toEqual({
      path: '/api/staff/rentals/31/return',
      body: { returnDate: todayInKualaLumpur(), returnMileage: 12625, fuelLevel: 7 },
    });
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Extra Mileage FeeRM 12.50'));
    expect(refreshed).toHaveTextContent('Completed');
  });

  it("checks the mileage against the pickup's, shows 'Unlimited', and 'Update Failed' when refused", async () => {
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, status: 'extension-requested', mileageLimit: 0, fuelLevel: null })]) },
      'GET /api/staff/rentals/31/return-quote': {
        body: {
          startMileage: 12000,
          returnMileage: 13000,
          drivenKm: 1000,
          allowedKm: null,
          extraKm: 0,
          extraMileageCharge: '0.50',
          extraMileageFee: '0.00',
        },
      },
      'PATCH /api/staff/rentals/31/return': {
        status: 409,
        body: { statusCode: 409, message: 'Only an active rental can be marked as returned', error: 'Conflict' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Mark Returned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Rental as Returned' });
    expect(within(dialog).getByRole('slider', { name: 'Fuel level' })).toHaveAttribute('aria-valuetext', '50% (4/8)');
    const mileage = within(dialog).getByRole('textbox', { name: /Return mileage/ });
    await user.type(mileage, '11999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Return' }));
    expect(await within(dialog).findByText('Return mileage cannot be less than the mileage at pickup')).toBeVisible();

    await user.clear(mileage);
    await user.type(mileage, '13000');
    const quote = within(dialog).getByRole('region', { name: 'Mileage charge' });
    await waitFor(() => expect(quote).toHaveTextContent('AllowedUnlimited'));
    expect(quote).toHaveTextContent('Extra mileage chargeRM 0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Return' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Only an active rental can be marked as returned');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('settles a returned rental: shows when the deposit is refundable and records the refund with its reference', async () => {
    const returned = {
      charges: '410.00',
      deposit: '200.00',
      paid: '560.00',
      refunded: '0.00',
      balanceDue: '50.00',
      depositHeld: '150.00',
      refundable: '150.00',
    };
    const settledAccount = {
      ...returned,
      deposit: '0.00',
      refunded: '150.00',
      balanceDue: '0.00',
      depositHeld: '0.00',
      refundable: '0.00',
    };
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 32, status: 'completed', depositRefundDueOn: '2026-12-11', account: returned })]) },
      'GET /api/staff/rentals/32/account': { body: { rentalId: 32, account: returned, entries: [] } },
      'POST /api/staff/rentals/32/account/refunds': { status: 201, body: { rentalId: 32, account: settledAccount, entries: [] } },
    });
    const { user } = await renderStaffTab('rentals');
    await user.click(within(await screen.findByRole('article', { name: 'Rental #32' })).getByRole('button', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #32' });
    const settlement = within(dialog).getByRole('region', { name: 'Deposit and refund' });
    expect(settlement).toHaveTextContent('The deposit is refundable from 11/12/2026.');
    expect(settlement).toHaveTextContent('Refundable now: RM 150.00');
    expect(within(settlement).getByRole('button', { name: 'Settle Deposit' })).toBeEnabled();

    const amount = within(settlement).getByRole('textbox', { name: 'Refund amount' });
    expect(amount).toHaveValue('150.00');
    await user.clear(amount);
    await user.type(amount, 'abc');
    await user.click(within(settlement).getByRole('button', { name: 'Record Refund' }));
    expect(within(settlement).getByText('Enter an amount such as 150.00')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '150.00');
    await user.type(within(settlement).getByRole('textbox', { name: 'Bank reference (optional)' }), 'MBB2611270001234');
    await user.click(within(settlement).getByRole('button', { name: 'Record Refund' }));
    expect(await screen.findByText('Refund Recorded')).toBeVisible();
    const post = calls.find((call) => call.path === '/api/staff/rentals/32/account/refunds');
    expect(post?.body).toMatch(/name="amount"\r\n\r\n150\.00\r\n/);
    expect(post?.body).toMatch(/name="method"\r\n\r\nbank_transfer\r\n/);
    expect(post?.body).toMatch(/name="reference"\r\n\r\nMBB2611270001234\r\n/);
  });

  it('suggests the refund left after a charge added in the same dialog, and keeps an amount staff typed', async () => {
    const returned = {
      charges: '190.00',
      deposit: '200.00',
      paid: '390.00',
      refunded: '0.00',
      balanceDue: '0.00',
      depositHeld: '200.00',
      refundable: '200.00',
    };
    const withFuel = { ...returned, charges: '220.00', balanceDue: '30.00', refundable: '170.00' };
    mockFetch({
      [LIST]: [
        { body: rentalPage([staffRental({ id: 33, status: 'completed', account: returned })]) },
        { body: rentalPage([staffRental({ id: 33, status: 'completed', account: withFuel })]) },
      ],
      'GET /api/staff/rentals/33/account': [
        { body: { rentalId: 33, account: returned, entries: [] } },
        { body: { rentalId: 33, account: withFuel, entries: [] } },
      ],
      'POST /api/staff/rentals/33/account/charges': { status: 201, body: { rentalId: 33, account: withFuel, entries: [] } },
    });
    const { user } = await renderStaffTab('rentals');
    await user.click(within(await screen.findByRole('article', { name: 'Rental #33' })).getByRole('button', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account · Rental #33' });
    const settlement = within(dialog).getByRole('region', { name: 'Deposit and refund' });
    const amount = within(settlement).getByRole('textbox', { name: 'Refund amount' });
    expect(amount).toHaveValue('200.00');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Charge for/ }), 'fuel');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Quarter tank short');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(await screen.findByText('Charge Added')).toBeVisible();
    // The fuel is kept back: the field offers what is left, never the figure from before the charge.
    await waitFor(() => expect(settlement).toHaveTextContent('Refundable now: RM 170.00'));
    expect(amount).toHaveValue('170.00');

    await user.clear(amount);
    await user.type(amount, '100.00');
    expect(amount).toHaveValue('100.00');
  });

  it('speaks Bahasa Malaysia: filters, card, dialogs and their messages', async () => {
    mockFetch({ [LIST]: { body: rentalPage([staffRental({ id: 31 })]) } });
    const { user } = await renderStaffTab('rentals');
    await screen.findByRole('article', { name: 'Rental #31' });

    await act(() => i18n.changeLanguage('ms'));

    const card = await screen.findByRole('article', { name: 'Sewaan #31' });
    expect(card).toHaveTextContent('Aktif');
    expect(card).toHaveTextContent('Tempoh3 hari');
    expect(card).toHaveTextContent('Tarikh Mula01/11/2026');
    expect(card).toHaveTextContent('Jumlah KeseluruhanRM 560.00');
    expect(within(screen.getByLabelText('Dicipta')).getByRole('option', { name: '7 Hari Lepas' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Semua status' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Tandakan Dipulangkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandakan Sewaan Dipulangkan' });
    expect(within(dialog).getByText('Penuh')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sahkan Pemulangan' }));
    expect(await within(dialog).findByText('Sila masukkan perbatuan semasa pulang')).toBeVisible();
  });
});
