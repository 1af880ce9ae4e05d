import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import type { PublicVehicle } from '../api/types';
import { PRICING_CATALOGUE } from '../../../test/pricingCatalogue';

function vehicle(overrides: Partial<PublicVehicle> & Pick<PublicVehicle, 'id' | 'make' | 'model' | 'category'>): PublicVehicle {
  const { make, model } = overrides;
  return {
    name: `${make} ${model}`,
    displayName: `${make} ${model}`,
    color: null,
    photoUrl: `/api/vehicle-photos/${overrides.id}.jpg`,
    mileageLimit: 300,
    dailyRate: '100.00',
    deposit: '200.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
    ...overrides,
  };
}

// Display names that do not start with the make, so each sort gives a different order.
const FLEET: PublicVehicle[] = [
  vehicle({ id: 1, make: 'Toyota', model: 'Vellfire', category: 'MPV', displayName: 'Alphard Vellfire - WA' }),
  vehicle({ id: 2, make: 'Perodua', model: 'Myvi', category: 'Compact', displayName: 'Myvi AV - WXY', dailyRate: '120.00' }),
  vehicle({ id: 3, make: 'Proton', model: 'X70', category: 'SUV', displayName: 'X70 TGDi - JQM', photoUrl: null }),
  vehicle({ id: 4, make: 'Honda', model: 'City', category: 'Sedan', displayName: 'City V - PNG' }),
  vehicle({ id: 5, make: 'Perodua', model: 'Bezza', category: 'Sedan', displayName: 'Bezza X - VFA' }),
];

const CONFIG = { businessName: 'Kereta Sewa', businessPhone: '+60 12-345 6789', businessWhatsapp: '60123456789', authorTag: 'ks' };
const customer: Session = {
  token: 'jwt-customer',
  user: { id: 7, fullName: 'Nur Aisyah binti Ahmad', email: 'aisyah@example.com' },
  role: 'customer',
};

// Dates are compared with "today in Kuala Lumpur": freeze it (timers stay real for user-event).
const NOW = new Date('2026-06-10T02:00:00Z'); // 10 June 2026, 10:00 in Kuala Lumpur
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The server's price of the Myvi for three days from a Friday: weekend days at RM 150, a Hari Raya day at +40%. */
function quoteOf(extraLines: Array<Record<string, unknown>> = [], total = '710.00') {
  return {
    vehicleId: 2,
    startDate: '2026-06-19',
    endDate: '2026-06-22',
    totalDays: 3,
    chargedDays: 3,
    lines: [
      { kind: 'days', amount: '300.00', rate: 'weekend', season: null, days: 2, unitPrice: '150.00' },
      {
        kind: 'days',
        amount: '210.00',
        rate: 'weekend',
        season: { id: 9, nameEn: 'Hari Raya Haji', nameMs: 'Hari Raya Haji', percent: 40 },
        days: 1,
        unitPrice: '210.00',
      },
      ...extraLines,
      { kind: 'deposit', amount: '200.00' },
    ],
    daysTotal: '510.00',
    addOnsTotal: '0.00',
    deliveryFee: '0.00',
    discount: '0.00',
    addedTax: '0.00',
    includedTax: '0.00',
    deposit: '200.00',
    total,
    shortOfMinimum: null,
  };
}

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}): Record<string, MockResponse | MockResponse[]> {
  return {
    'GET /api/vehicles': { body: FLEET },
    'GET /api/config': { body: CONFIG },
    'GET /api/pricing/catalogue': { body: PRICING_CATALOGUE },
    'POST /api/quotes': { body: quoteOf() },
    ...extra,
  };
}

async function shownNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Vehicles' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

type User = ReturnType<typeof renderApp>['user'];

async function openCheckedDialog(user: User, name: string, startDate: string, endDate: string) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await user.type(within(dialog).getByLabelText(/^Pickup date/), startDate);
  await user.type(within(dialog).getByLabelText(/^Return date/), endDate);
  await user.click(within(dialog).getByRole('button', { name: 'Check Availability' }));
  return dialog;
}

describe('fleet grid', () => {
  it('shows every car with its photo, type and prices, sorted Name A-Z', async () => {
    mockFetch(routes());
    renderApp({ path: '/vehicles' });

    expect(await shownNames()).toEqual(['Alphard Vellfire - WA', 'Bezza X - VFA', 'City V - PNG', 'Myvi AV - WXY', 'X70 TGDi - JQM']);
    // The card's button is the car's name, described by its type and prices.
    const myvi = screen.getByRole('button', { name: 'Myvi AV - WXY' });
    expect(myvi).toHaveAccessibleDescription('Compact RM 120.00 / day Deposit RM 200.00');
    // The photo is decorative on the card: the name is its title. The first car's photo comes
    // first, at high priority; the others follow once it is in.
    const myviCard = myvi.closest('.MuiCard-root') as HTMLElement;
    const firstPhoto = screen.getByRole('button', { name: 'Alphard Vellfire - WA' }).closest('.MuiCard-root')?.querySelector('img');
    expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    expect(myviCard.querySelector('img')).toBeNull();
    fireEvent.load(firstPhoto as HTMLImageElement);
    expect(myviCard.querySelector('img')).toHaveAttribute('src', '/api/vehicle-photos/2.jpg');
    expect(myviCard.querySelector('img')).toHaveAttribute('alt', '');
    expect(myviCard).toHaveTextContent('Compact');
    // No photo: a placeholder instead of a broken image.
    const x70Card = screen.getByRole('button', { name: 'X70 TGDi - JQM' }).closest('.MuiCard-root');
    expect(x70Card).toHaveTextContent('Photo coming soon');
  });

  it('changes the order a user sees with each sort', async () => {
    mockFetch(routes());
    const { user } = renderApp({ path: '/vehicles' });
    await shownNames();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Make A-Z');
    expect(await shownNames()).toEqual(['City V - PNG', 'Bezza X - VFA', 'Myvi AV - WXY', 'X70 TGDi - JQM', 'Alphard Vellfire - WA']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Category');
    expect(await shownNames()).toEqual(['Myvi AV - WXY', 'Alphard Vellfire - WA', 'Bezza X - VFA', 'City V - PNG', 'X70 TGDi - JQM']);
  });

  it('filters by type, offering All types plus the types present', async () => {
    mockFetch(routes());
    const { user, router } = renderApp({ path: '/vehicles' });
    await shownNames();

    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Compact', 'MPV', 'Sedan', 'SUV']);
    await user.selectOptions(type, 'Sedan');
    expect(await shownNames()).toEqual(['Bezza X - VFA', 'City V - PNG']);
    expect(screen.getByText('2 vehicles')).toBeVisible();
    expect(router.state.location.search).toBe('?type=Sedan');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Make A-Z');
    expect(await shownNames()).toEqual(['City V - PNG', 'Bezza X - VFA']);

    await user.selectOptions(type, 'All types');
    expect(await shownNames()).toHaveLength(5);
  });

  it('says when no car matches the filter, with a way back to all', async () => {
    mockFetch(routes());
    const { user } = renderApp({ path: '/vehicles?type=Truck' });

    expect(await screen.findByText('No vehicles match this filter')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all types' }));
    expect(await shownNames()).toHaveLength(5);
  });

  it('has an empty state when there are no cars yet', async () => {
    mockFetch(routes({ 'GET /api/vehicles': { body: [] } }));
    renderApp({ path: '/vehicles' });

    expect(await screen.findByText('No vehicles yet')).toBeVisible();
  });

  it('shows skeletons while loading and an error with Retry that loads again', async () => {
    let vehiclesReply: MockResponse = { status: 500, body: { statusCode: 500, message: 'Database down' } };
    const { fetchMock } = mockFetch(routes());
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error('mockFetch has no implementation');
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/vehicles')) return answer(input, init);
      const { status = 200, body } = vehiclesReply;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    const { user } = renderApp({ path: '/vehicles' });

    expect(screen.getByLabelText('Loading vehicles')).toBeInTheDocument();
    expect(await screen.findByText(/We could not load our vehicles\. Database down/)).toBeVisible();

    vehiclesReply = { body: FLEET };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await shownNames()).toHaveLength(5);
  });
});

describe('vehicle detail dialog', () => {
  it('shows the car, its extras and the server’s price for the chosen dates, line by line', async () => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: '/vehicles' });

    await user.click(await screen.findByRole('button', { name: 'Myvi AV - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    expect(dialog).toHaveTextContent('Compact');
    expect(dialog).toHaveTextContent('300 km');
    expect(dialog).toHaveTextContent('RM 120.00 / day');

    // Days before today (Kuala Lumpur) are disabled; the return cannot precede the pickup.
    const pickup = within(dialog).getByLabelText(/^Pickup date/);
    expect(pickup).toHaveAttribute('min', '2026-06-10');
    await user.type(pickup, '2026-06-29');
    expect(within(dialog).getByLabelText(/^Return date/)).toHaveAttribute('min', '2026-06-29');
    await user.type(within(dialog).getByLabelText(/^Return date/), '2026-07-02');

    // The server prices the dates, line by line with the reasons.
    const price = await within(dialog).findByRole('group', { name: 'Price details' });
    expect(price).toHaveTextContent('2 weekend days at RM 150.00RM 300.00');
    expect(price).toHaveTextContent('Hari Raya Haji +40%: 1 weekend day at RM 210.00RM 210.00');
    expect(price).toHaveTextContent('Deposit (refundable)RM 200.00');
    expect(price).toHaveTextContent('Estimated totalRM 710.00');
    const asked = calls.filter((call) => call.path === '/api/quotes').map((call) => JSON.parse(call.body) as unknown);
    expect(asked.at(-1)).toEqual({ vehicleId: 2, startDate: '2026-06-29', endDate: '2026-07-02' });

    // Only the add-ons offered with a Compact, and delivery by zone: each choice is priced again.
    expect(within(dialog).getByRole('checkbox', { name: /Child seat/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Roof box/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Child seat/ }));
    await waitFor(() =>
      expect(JSON.parse(calls.filter((call) => call.path === '/api/quotes').at(-1)?.body ?? '{}')).toMatchObject({
        addOns: [{ addOnId: 1, quantity: 1 }],
      }),
    );

    // No price is asked for until the dates make a rental.
    const before = calls.filter((call) => call.path === '/api/quotes').length;
    await user.clear(within(dialog).getByLabelText(/^Return date/));
    expect(within(dialog).queryByRole('group', { name: 'Price details' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/quotes')).toHaveLength(before);
  });

  it('refuses a pickup before today without asking the server', async () => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-09', '2026-06-12');

    expect(await within(dialog).findByText('Pickup date cannot be in the past')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/check-availability'))).toBe(false);
  });

  it('offers a visitor Login & Book and Create Account once the car is available', async () => {
    const { calls } = mockFetch(routes({ 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } }));
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');

    expect(await within(dialog).findByRole('link', { name: 'Login & Book' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(within(dialog).queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument();
    const check = calls.find((call) => call.path === '/api/vehicles/2/check-availability');
    expect(JSON.parse(check?.body ?? '{}')).toEqual({ startDate: '2026-06-20', endDate: '2026-06-23' });
  });

  it('shows Not Available with the booked dates when the car is taken', async () => {
    mockFetch(
      routes({
        'POST /api/vehicles/2/check-availability': {
          body: { available: false, conflicts: [{ startDate: '2026-06-21', endDate: '2026-06-24' }] },
        },
      }),
    );
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Not Available');
    expect(notice).toHaveTextContent('21/06/2026 – 24/06/2026');
    expect(within(dialog).queryByRole('link', { name: 'Login & Book' })).not.toBeInTheDocument();
  });

  it("treats a failed check as not available, with a 'Not Available' toast", async () => {
    mockFetch(routes({ 'POST /api/vehicles/2/check-availability': { status: 500, body: { statusCode: 500, message: 'Boom' } } }));
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('Not Available') && alert.textContent.includes('Boom'))).toBe(true);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not Available');
  });

  it("says 'You're offline' when the check cannot reach the server, not that the dates are taken", async () => {
    const { fetchMock } = mockFetch(routes({}));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new Request(input, init).url.endsWith('/check-availability')) throw new TypeError('Failed to fetch');
      if (!answer) throw new Error('mockFetch has no implementation');
      return answer(input, init);
    });
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');

    const notice = await within(dialog).findByTestId('availability-offline');
    expect(notice).toHaveTextContent("You're offline");
    expect(notice).toHaveTextContent('Check them again when you are back online');
    expect(within(dialog).queryByText(/cannot be booked for those dates/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Not Available')).not.toBeInTheDocument();
  });

  it('forgets the result when the dates change', async () => {
    mockFetch(routes({ 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } }));
    const { user } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    await within(dialog).findByRole('link', { name: 'Login & Book' });
    await user.clear(within(dialog).getByLabelText(/^Return date/));
    await user.type(within(dialog).getByLabelText(/^Return date/), '2026-06-25');

    expect(within(dialog).queryByRole('link', { name: 'Login & Book' })).not.toBeInTheDocument();
  });
});

describe('booking as a customer', () => {
  const AVAILABLE = { 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } };

  it('sends the request with a trimmed message and confirms it', async () => {
    const created = {
      id: 31,
      vehicleId: 2,
      vehicleName: 'Perodua Myvi',
      vehicleDisplayName: 'Myvi AV - WXY',
      startDate: '2026-06-20',
      endDate: '2026-06-23',
      totalDays: 3,
      estimatedTotal: '560.00',
      customerMessage: 'Pickup at KLIA',
      status: 'pending',
      staffReason: null,
      createdAt: '2026-06-10T02:00:00.000Z',
    };
    const { calls } = mockFetch(routes({ ...AVAILABLE, 'POST /api/booking-requests': { status: 201, body: created } }));
    const { user } = renderApp({ path: '/vehicles', session: customer });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    await user.type(await within(dialog).findByLabelText('Message (optional)'), '   Pickup at KLIA  ');
    await user.click(within(dialog).getByRole('button', { name: 'Request Booking' }));

    const toast = await screen.findByText('Booking Request Submitted!');
    expect(toast.closest('[role="status"]')).toHaveTextContent(
      "We'll review your request and get back to you soon. Check your email for confirmation.",
    );
    expect(within(dialog).getByText('We will respond within 24 hours.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/my-bookings');

    const request = calls.find((call) => call.path === '/api/booking-requests');
    expect(request?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      customerId: 7,
      vehicleId: 2,
      vehicleName: 'Perodua Myvi',
      startDate: '2026-06-20',
      endDate: '2026-06-23',
      customerMessage: 'Pickup at KLIA',
    });
  });

  it('leaves out an empty message', async () => {
    const { calls } = mockFetch(routes({ ...AVAILABLE, 'POST /api/booking-requests': { status: 500 } }));
    const { user } = renderApp({ path: '/vehicles', session: customer });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    await user.type(await within(dialog).findByLabelText('Message (optional)'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Request Booking' }));

    await waitFor(() => expect(calls.some((call) => call.path === '/api/booking-requests')).toBe(true));
    const body: unknown = JSON.parse(calls.find((call) => call.path === '/api/booking-requests')?.body ?? '{}');
    expect(body).not.toHaveProperty('customerMessage');
  });

  it("turns back to Not Available on a 409, with a 'Request Failed' toast", async () => {
    const message = 'This vehicle is no longer available for those dates. Please choose other dates.';
    mockFetch(
      routes({
        ...AVAILABLE,
        'POST /api/booking-requests': { status: 409, body: { statusCode: 409, message, error: 'Conflict' } },
      }),
    );
    const { user } = renderApp({ path: '/vehicles', session: customer });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    await user.click(await within(dialog).findByRole('button', { name: 'Request Booking' }));

    const toast = (await screen.findByText('Request Failed')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(message);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not Available');
    expect(within(dialog).queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument();
  });

  it('opens WhatsApp with the car and the dates', async () => {
    mockFetch(routes(AVAILABLE));
    const { user } = renderApp({ path: '/vehicles', session: customer });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    const whatsapp = await within(dialog).findByRole('link', { name: 'WhatsApp' });

    expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/60123456789');
    expect(href.searchParams.get('text')).toContain('Myvi AV - WXY from 20/06/2026 to 23/06/2026 (3 days)');
    expect(href.searchParams.get('text')).toContain('Name: Nur Aisyah binti Ahmad');
  });

  it('links to My Bookings from the fleet screen', async () => {
    mockFetch(routes());
    renderApp({ path: '/vehicles', session: customer });

    expect(await screen.findByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
  });
});

describe('phone layout', () => {
  const AVAILABLE = { 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } };
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  afterEach(() => {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings the answer and Request Booking into view after Check Availability', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    mockFetch(routes(AVAILABLE));
    const { user } = renderApp({ path: '/vehicles', session: customer });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    const request = await within(dialog).findByRole('button', { name: 'Request Booking' });

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' }));
    const scrolled = scrollIntoView.mock.contexts.at(-1) as Element;
    expect(scrolled).toContainElement(request);
    expect(scrolled).toContainElement(within(dialog).getByText('Available for your dates!'));
  });
});

describe('Login & Book keeps the car and the dates', () => {
  const AVAILABLE = { 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } };
  const LINK = '/vehicles?vehicle=2&start=2026-06-20&end=2026-06-23';

  it.each(['Login & Book', 'Create Account'])('%s remembers the fleet address with the car and the dates', async (name) => {
    mockFetch(routes(AVAILABLE));
    const { user, router } = renderApp({ path: '/vehicles' });

    const dialog = await openCheckedDialog(user, 'Myvi AV - WXY', '2026-06-20', '2026-06-23');
    await user.click(await within(dialog).findByRole('link', { name }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe(LINK);
    await waitFor(() => expect(router.state.location.pathname).toBe(name === 'Login & Book' ? '/login' : '/register'));
  });

  it('opens that car with those dates when the fleet address names them', async () => {
    const { calls } = mockFetch(routes(AVAILABLE));
    const { user, router } = renderApp({ path: `${LINK}&type=Compact`, session: customer });

    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    expect(within(dialog).getByLabelText(/^Pickup date/)).toHaveValue('20/06/2026');
    expect(within(dialog).getByLabelText(/^Return date/)).toHaveValue('23/06/2026');
    expect(await within(dialog).findByRole('group', { name: 'Price details' })).toHaveTextContent('Estimated totalRM 710.00');
    // Opened once: the address keeps only the fleet's own filter.
    await waitFor(() => expect(router.state.location.search).toBe('?type=Compact'));

    await user.click(within(dialog).getByRole('button', { name: 'Check Availability' }));
    expect(await within(dialog).findByRole('button', { name: 'Request Booking' })).toBeVisible();
    const check = calls.find((call) => call.path === '/api/vehicles/2/check-availability');
    expect(JSON.parse(check?.body ?? '{}')).toEqual({ startDate: '2026-06-20', endDate: '2026-06-23' });
  });

  it('ignores a car the fleet does not have', async () => {
    mockFetch(routes());
    const { router } = renderApp({ path: '/vehicles?vehicle=99&start=2026-06-20&end=2026-06-23' });

    expect(await shownNames()).toHaveLength(5);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the car with empty dates when the address has no real dates', async () => {
    mockFetch(routes());
    renderApp({ path: '/vehicles?vehicle=2&start=tomorrow&end=2026-02-30' });

    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    expect(within(dialog).getByLabelText(/^Pickup date/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Return date/)).toHaveValue('');
  });

  it('opens no dialog for a vehicle id that is not a number', async () => {
    mockFetch(routes());
    renderApp({ path: '/vehicles?vehicle=2x&start=2026-06-20' });

    expect(await shownNames()).toHaveLength(5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('in Bahasa Malaysia', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('ms'));
  });

  it('shows the fleet, its toolbar and cards in Malay', async () => {
    mockFetch(routes());
    renderApp({ path: '/vehicles' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terokai Kenderaan Kami' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Kenderaan' })).toBeVisible();
    expect(screen.getByLabelText('Susun mengikut')).toHaveDisplayValue('Nama A-Z');
    // Categories are named in Malay in the filter and on the cards; the filter still sends the listed value.
    expect(
      within(screen.getByLabelText('Jenis'))
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Semua jenis', ''],
      ['Kompak', 'Compact'],
      ['MPV', 'MPV'],
      ['Sedan', 'Sedan'],
      ['SUV', 'SUV'],
    ]);
    expect(screen.getByRole('button', { name: 'Myvi AV - WXY' }).closest('.MuiCard-root')).toHaveTextContent('Kompak');
    expect(screen.getByText('5 kenderaan')).toBeVisible();
    expect(screen.getByRole('button', { name: 'X70 TGDi - JQM' }).closest('.MuiCard-root')).toHaveTextContent('Foto akan datang');
  });

  it('checks dates in Malay, with a Malay validation message and toast', async () => {
    mockFetch(routes({ 'POST /api/vehicles/2/check-availability': { status: 500, body: { statusCode: 500, message: 'Boom' } } }));
    const { user } = renderApp({ path: '/vehicles' });

    await user.click(await screen.findByRole('button', { name: 'Myvi AV - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    expect(within(dialog).getByRole('heading', { name: 'Pilih tarikh anda' })).toBeVisible();
    expect(within(dialog).getByText('Kadar harian')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/^Tarikh Ambil/), '09/06/2026');
    await user.type(within(dialog).getByLabelText(/^Tarikh Pulang/), '12/06/2026');
    // No price for a pickup in the past: the form says why first.
    expect(within(dialog).queryByRole('group', { name: 'Butiran harga' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Semak Ketersediaan' }));
    expect(await within(dialog).findByText('Tarikh ambil tidak boleh pada masa lalu')).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/^Tarikh Ambil/));
    await user.type(within(dialog).getByLabelText(/^Tarikh Ambil/), '10/06/2026');
    expect(await within(dialog).findByRole('group', { name: 'Butiran harga' })).toHaveTextContent('2 hari hujung minggu pada RM 150.00');
    expect(within(dialog).getByRole('checkbox', { name: /Kerusi kanak-kanak/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Semak Ketersediaan' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('Tidak Tersedia') && alert.textContent.includes('Boom'))).toBe(true);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kenderaan ini tidak boleh ditempah untuk tarikh tersebut.');
  });

  it('offers a visitor Log Masuk & Tempah once the car is available', async () => {
    mockFetch(routes({ 'POST /api/vehicles/2/check-availability': { body: { available: true, conflicts: [] } } }));
    const { user } = renderApp({ path: '/vehicles' });

    await user.click(await screen.findByRole('button', { name: 'Myvi AV - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Myvi AV - WXY' });
    await user.type(within(dialog).getByLabelText(/^Tarikh Ambil/), '20/06/2026');
    await user.type(within(dialog).getByLabelText(/^Tarikh Pulang/), '23/06/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Semak Ketersediaan' }));

    expect(await within(dialog).findByText('Tersedia untuk tarikh anda!')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Log Masuk & Tempah' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Daftar Akaun' })).toHaveAttribute('href', '/register');
  });
});
