import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { ADMIN_SESSION, renderStaffTab } from '../../../test/staffApp';
import type { StaffBookingRequest } from '../api/types';

function request(overrides: Partial<StaffBookingRequest> & Pick<StaffBookingRequest, 'id'>): StaffBookingRequest {
  return {
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    email: 'aisyah@example.com',
    phoneNumber: '012-345 6789',
    customerLanguage: 'en',
    vehicleId: 1,
    vehicleName: 'Perodua Myvi 1.5 AV',
    vehicleDisplayName: 'Perodua Myvi - WXY',
    vehicleCategory: 'Compact',
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    totalDays: 3,
    customerMessage: 'Pickup at KLIA please',
    status: 'pending',
    staffReason: null,
    rentalId: null,
    emailSent: false,
    overlapsWith: [],
    customerTier: { tierName: 'Bronze', discountPercentage: '0.00' },
    suggestedDiscount: '0.00',
    dailyRate: '120.00',
    deposit: '200.00',
    estimatedTotal: '560.00',
    quote: null,
    missingDocuments: [],
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

const page = (items: StaffBookingRequest[]) => ({ items, total: items.length, page: 1, limit: 20 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('staff Bookings tab', () => {
  it("shows 'No pending booking requests' when there are none", async () => {
    const { calls } = mockFetch({ 'GET /api/staff/booking-requests': { body: page([]) } });
    await renderStaffTab('bookings');

    expect(await screen.findByText('No pending booking requests')).toBeVisible();
    const list = calls.find((call) => call.path === '/api/staff/booking-requests');
    expect(list?.headers.get('authorization')).toBe('Bearer jwt-staff');
  });

  it('warns on each of two pending requests for one car whose dates overlap', async () => {
    mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([
          request({ id: 12, overlapsWith: [13] }),
          request({ id: 13, customerName: 'Tan Wei Ming', overlapsWith: [12] }),
          request({ id: 14, customerName: 'Siti Hajar' }),
        ]),
      },
    });
    await renderStaffTab('bookings');

    const first = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(within(first).getByRole('alert')).toHaveTextContent('Overlaps request #13 for this car. Approving one will refuse the other.');
    expect(within(screen.getByRole('article', { name: 'Tan Wei Ming' })).getByRole('alert')).toHaveTextContent('Overlaps request #12');
    expect(within(screen.getByRole('article', { name: 'Siti Hajar' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each pending request with its details, N/A for missing contacts, and a WhatsApp link', async () => {
    mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([
          request({ id: 5 }),
          request({
            id: 6,
            customerName: 'Tan Wei Ming',
            email: null,
            phoneNumber: null,
            customerMessage: null,
            vehicleCategory: null,
            vehicleName: 'Honda City 1.5 V',
            vehicleDisplayName: 'Honda City - PNG',
            startDate: '2026-12-10',
            endDate: '2026-12-10',
            totalDays: 1,
          }),
        ]),
      },
    });
    await renderStaffTab('bookings');

    const aisyah = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(aisyah).toHaveTextContent('Pending');
    expect(aisyah).toHaveTextContent('VehiclePerodua Myvi - WXY');
    expect(aisyah).not.toHaveTextContent('Perodua Myvi 1.5 AV');
    expect(aisyah).toHaveTextContent('CategoryCompact');
    expect(aisyah).toHaveTextContent('Duration3 days');
    expect(aisyah).toHaveTextContent('Pickup01/12/2026');
    expect(aisyah).toHaveTextContent('Return04/12/2026');
    expect(aisyah).toHaveTextContent('Phone012-345 6789');
    expect(aisyah).toHaveTextContent('Emailaisyah@example.com');
    expect(aisyah).toHaveTextContent('NotesPickup at KLIA please');
    const whatsapp = within(aisyah).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60123456789\?text=.*request%20%235%20/);
    expect(whatsapp).toHaveAttribute('target', '_blank');

    const weiMing = screen.getByRole('article', { name: 'Tan Wei Ming' });
    expect(weiMing).toHaveTextContent('CategoryN/A');
    expect(weiMing).toHaveTextContent('PhoneN/A');
    expect(weiMing).toHaveTextContent('EmailN/A');
    expect(weiMing).toHaveTextContent('NotesN/A');
    expect(weiMing).toHaveTextContent('Duration1 day');
    expect(within(weiMing).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it("shows the server's daily rate, deposit and estimated total, and warns in English and Malay when identity documents are missing", async () => {
    mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([
          request({
            id: 5,
            dailyRate: '150.00',
            deposit: '300.00',
            estimatedTotal: '1234.50',
            missingDocuments: ['icPassport', 'driversLicense'],
          }),
          request({ id: 6, customerName: 'Tan Wei Ming', vehicleCategory: 'Pickup', missingDocuments: ['driversLicense'] }),
          request({ id: 7, customerName: 'Siti Hajar', dailyRate: null, deposit: null, estimatedTotal: null }),
        ]),
      },
    });
    await renderStaffTab('bookings');

    const aisyah = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(aisyah).toHaveTextContent('Daily rateRM 150.00');
    expect(aisyah).toHaveTextContent('DepositRM 300.00');
    expect(aisyah).toHaveTextContent('Estimated totalRM 1,234.50With the suggested discount, deposit included');
    expect(within(aisyah).getByRole('alert')).toHaveTextContent(
      'Identity documents missing: IC/Passport, driving licence. Ask the customer for them before the keys go out.',
    );
    const weiMing = screen.getByRole('article', { name: 'Tan Wei Ming' });
    expect(within(weiMing).getByRole('alert')).toHaveTextContent('Identity documents missing: driving licence.');
    expect(weiMing).toHaveTextContent('CategoryPickup');
    // Both documents on file: no warning. A car since deleted has no rates to show.
    const siti = screen.getByRole('article', { name: 'Siti Hajar' });
    expect(within(siti).queryByRole('alert')).not.toBeInTheDocument();
    expect(siti).toHaveTextContent('Daily rateN/ADepositN/AEstimated totalN/A');

    await act(() => i18n.changeLanguage('ms'));
    expect(await within(aisyah).findByText(/Dokumen pengenalan tiada: IC\/Pasport, lesen memandu\./)).toBeVisible();
    expect(aisyah).toHaveTextContent('Kadar harianRM 150.00');
    expect(aisyah).toHaveTextContent('Anggaran jumlahRM 1,234.50');
    expect(weiMing).toHaveTextContent('KategoriPikap');
  });

  it('sorts by the soonest pickup from the address or the sort control, and back to the newest', async () => {
    const fetchMock = mockFetch({ 'GET /api/staff/booking-requests': { body: page([request({ id: 5 })]) } });
    const { user, router } = await renderStaffTab('bookings&requestSort=pickup');
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('pickup');
    const listQueries = () =>
      fetchMock.calls
        .filter((call) => call.path === '/api/staff/booking-requests')
        .map((call) => new URLSearchParams(call.search).get('sort'));
    expect(listQueries()).toEqual(['pickup']);

    await user.selectOptions(sort, 'Newest requests');
    await waitFor(() => expect(listQueries()).toContain('newest'));
    expect(new URLSearchParams(router.state.location.search).has('requestSort')).toBe(false);

    await user.selectOptions(sort, 'Pickup date (soonest)');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('requestSort')).toBe('pickup'));
  });

  it("approves: 'Request Approved!' and the list refreshes without the request", async () => {
    let pending = [request({ id: 5 })];
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const call = new Request(input, init);
        const url = new URL(call.url);
        seen.push(`${call.method} ${url.pathname}${url.search}`);
        if (url.pathname === '/api/staff/booking-requests') return json(page(pending));
        if (url.pathname === '/api/staff/booking-requests/5/approve' && call.method === 'PATCH') {
          pending = [];
          return json({ bookingRequest: { ...request({ id: 5 }), status: 'approved', rentalId: 31 }, rental: { id: 31 } });
        }
        return json({ statusCode: 404, message: 'Not Found' }, 404);
      }),
    );
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    const toast = await screen.findByRole('status');
    await waitFor(() => expect(toast).toHaveTextContent('Request Approved!'));
    expect(toast).toHaveTextContent(
      "Rental #31 was created for Nur Aisyah binti Ahmad. Complete the agreement in the 'Rental Agreements' tab.",
    );
    expect(await screen.findByText('No pending booking requests')).toBeVisible();
    expect(seen[0]).toBe('GET /api/staff/booking-requests?status=pending&sort=newest&page=1&limit=20');
  });

  it("offers the customer's tier discount by default; staff change it and Approve sends it", async () => {
    const { calls } = mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([
          request({ id: 5, customerTier: { tierName: 'Silver', discountPercentage: '5.00' }, suggestedDiscount: '18.00' }),
          request({
            id: 6,
            customerName: 'Tan Wei Ming',
            customerTier: { tierName: 'Bronze', discountPercentage: '0.00' },
            suggestedDiscount: '0.00',
          }),
        ]),
      },
      'PATCH /api/staff/booking-requests/5/approve': {
        body: { bookingRequest: { ...request({ id: 5 }), status: 'approved', rentalId: 31 }, rental: { id: 31 } },
      },
    });
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(card).toHaveTextContent('Customer tierSilver5% tier discount');
    const field = within(card).getByLabelText('Discount (RM)');
    expect(field).toHaveValue('18.00');
    expect(field).toHaveAccessibleDescription("Suggested by the customer's tier: RM 18.00");
    // Bronze gives no discount: the tier shows, no discount line, the field starts at 0.00.
    const bronze = screen.getByRole('article', { name: 'Tan Wei Ming' });
    expect(bronze).toHaveTextContent('Customer tierBronze');
    expect(bronze).not.toHaveTextContent('tier discount');
    expect(within(bronze).getByLabelText('Discount (RM)')).toHaveValue('0.00');

    await user.clear(field);
    await user.type(field, '25.5');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Request Approved!')).toBeVisible();
    const approve = calls.find((call) => call.method === 'PATCH');
    expect(approve?.path).toBe('/api/staff/booking-requests/5/approve');
    expect(JSON.parse(approve?.body ?? '{}')).toEqual({ discount: '25.50' });
  });

  it('sends the suggested discount when staff approve with one tap', async () => {
    const { calls } = mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([request({ id: 5, customerTier: { tierName: 'Gold', discountPercentage: '10.00' }, suggestedDiscount: '36.00' })]),
      },
      'PATCH /api/staff/booking-requests/5/approve': {
        body: { bookingRequest: { ...request({ id: 5 }), status: 'approved', rentalId: 31 }, rental: { id: 31 } },
      },
    });
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Request Approved!')).toBeVisible();
    expect(JSON.parse(calls.find((call) => call.method === 'PATCH')?.body ?? '{}')).toEqual({ discount: '36.00' });
  });

  it('refuses a discount that is not an amount: the field says why and Approve waits', async () => {
    const { calls } = mockFetch({
      'GET /api/staff/booking-requests': {
        body: page([request({ id: 5, customerTier: { tierName: 'Silver', discountPercentage: '5.00' }, suggestedDiscount: '18.00' })]),
      },
    });
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    const field = within(card).getByLabelText('Discount (RM)');
    const approve = within(card).getByRole('button', { name: 'Approve' });

    for (const wrong of ['-5', '12.345', 'ten', '']) {
      await user.clear(field);
      if (wrong) await user.type(field, wrong);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription('Enter an amount of 0 or more, with at most two decimals');
      expect(approve).toBeDisabled();
    }

    await user.type(field, '12');
    expect(field).toBeValid();
    expect(approve).toBeEnabled();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await act(() => i18n.changeLanguage('ms'));
    expect(await within(card).findByText('Diskaun peringkat 5%')).toBeVisible();
    expect(within(card).getByLabelText('Diskaun (RM)')).toHaveValue('12');
    expect(card).toHaveTextContent('Peringkat pelangganPerak');
  });

  it("shows 'Approval Failed' with the server's message when the car is taken", async () => {
    mockFetch({
      'GET /api/staff/booking-requests': { body: page([request({ id: 5 })]) },
      'PATCH /api/staff/booking-requests/5/approve': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'This vehicle is no longer available for those dates. Please choose other dates.',
          error: 'Conflict',
        },
      },
    });
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Approval Failed');
    expect(toast).toHaveTextContent('This vehicle is no longer available for those dates. Please choose other dates.');
  });

  describe('a car whose insurance lapses before the rental ends', () => {
    const lapsed = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'VEHICLE_COMPLIANCE_LAPSED',
        message:
          "This car's insurance expires on 10/12/2026, before the rental ends on 12/12/2026. Renew it first, or an admin can go ahead with a reason.",
        params: { items: 'insurance', expiresOn: '10/12/2026', endDate: '12/12/2026' },
        error: 'Conflict',
      },
    };
    const approved = { body: { bookingRequest: { ...request({ id: 5 }), status: 'approved', rentalId: 31 }, rental: { id: 31 } } };

    it('staff see the refusal, which says an admin can go ahead', async () => {
      mockFetch({
        'GET /api/staff/booking-requests': { body: page([request({ id: 5 })]) },
        'PATCH /api/staff/booking-requests/5/approve': lapsed,
      });
      const { user } = await renderStaffTab('bookings');
      await user.click(
        within(await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' })).getByRole('button', { name: 'Approve' }),
      );
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Approval Failed');
      expect(toast).toHaveTextContent("This car's insurance expires on 10/12/2026");
      expect(screen.queryByRole('dialog', { name: 'Go ahead despite the lapse?' })).not.toBeInTheDocument();
    });

    it('the admin gives a reason and the approval goes through with it', async () => {
      const { calls } = mockFetch({
        'GET /api/staff/booking-requests': { body: page([request({ id: 5 })]) },
        'PATCH /api/staff/booking-requests/5/approve': [lapsed, approved],
      });
      const { user } = await renderStaffTab('bookings', ADMIN_SESSION);
      await user.click(
        within(await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' })).getByRole('button', { name: 'Approve' }),
      );

      const dialog = await screen.findByRole('dialog', { name: 'Go ahead despite the lapse?' }, { timeout: 5000 });
      expect(dialog).toHaveTextContent("This car's insurance expires on 10/12/2026, before the rental ends on 12/12/2026.");
      await user.click(within(dialog).getByRole('button', { name: 'Go ahead' }));
      expect(await within(dialog).findByText('Please give the reason')).toBeVisible();
      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cover note in hand');
      await user.click(within(dialog).getByRole('button', { name: 'Go ahead' }));

      expect(await screen.findByText('Request Approved!')).toBeVisible();
      const bodies = calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(call.body) as object);
      expect(bodies).toEqual([{ discount: '0.00' }, { discount: '0.00', complianceOverrideReason: 'Cover note in hand' }]);
    });
  });

  it('speaks Bahasa Malaysia: the request card, the reject dialog and the failure toast', async () => {
    mockFetch({
      'GET /api/staff/booking-requests': { body: page([request({ id: 5, overlapsWith: [6] })]) },
      'PATCH /api/staff/booking-requests/5/reject': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    const { user } = await renderStaffTab('bookings');
    await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Permintaan Tempahan' })).toBeVisible();
    expect(screen.getByText('1 menunggu')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(card).toHaveTextContent('Menunggu');
    expect(card).toHaveTextContent('Tempoh3 hari');
    expect(card).toHaveTextContent('Tarikh Ambil01/12/2026');
    expect(within(card).getByRole('alert')).toHaveTextContent('Bertindih dengan permintaan #6 untuk kereta ini.');
    expect(within(card).getByRole('button', { name: 'Luluskan' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Permintaan Tempahan' });
    expect(within(dialog).getByLabelText('Sebab (pilihan)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));

    expect(await screen.findByText('Penolakan Gagal')).toBeVisible();
  });

  it('rejects with an optional reason after asking', async () => {
    const { calls } = mockFetch({
      'GET /api/staff/booking-requests': { body: page([request({ id: 5 })]) },
      'PATCH /api/staff/booking-requests/5/reject': { body: { ...request({ id: 5 }), status: 'rejected' } },
    });
    const { user } = await renderStaffTab('bookings');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Booking Request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'The car is in for service that week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));

    expect(await screen.findByText('Request Rejected')).toBeVisible();
    const reject = calls.find((call) => call.method === 'PATCH');
    expect(reject?.path).toBe('/api/staff/booking-requests/5/reject');
    expect(JSON.parse(reject?.body ?? '{}')).toEqual({ reason: 'The car is in for service that week' });
  });
});
