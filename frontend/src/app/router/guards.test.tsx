import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberRedirectAfterLogin } from '../../lib/redirectAfterLogin';
import type { Session } from '../../lib/session';
import { mockFetch } from '../../test/mockFetch';
import { renderApp } from '../../test/renderApp';

const staff: Session = { token: 'jwt', user: { id: 4, username: 'staff' }, role: 'staff' };
const admin: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin' }, role: 'admin' };
const STAFF_TABS = [
  'Dashboard',
  'Today',
  'Customers',
  'Bookings',
  'Rentals',
  'Calendar',
  'Invoices',
  'Payments',
  'Deliveries',
  'Vehicles',
  'Summonses',
  'Reports',
];

describe('/staff', () => {
  it('shows Unauthorized without a session, with a way to the staff login', async () => {
    mockFetch({});
    renderApp({ path: '/staff' });

    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Staff Login' })).toHaveAttribute('href', '/staff-login');
    expect(screen.queryByRole('heading', { name: 'Staff Dashboard' })).not.toBeInTheDocument();
  });

  it('drops a session the server no longer accepts and asks to sign in again', async () => {
    mockFetch({
      'GET /api/staff/dashboard': { status: 401, body: { statusCode: 401, message: 'Your session has ended. Please sign in again.' } },
    });
    renderApp({ path: '/staff', session: staff });

    expect(await screen.findByRole('heading', { name: 'Unauthorized' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Staff Login' })).toHaveAttribute('href', '/staff-login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each<[string, Session]>([
    ['a customer', { token: 'jwt', user: { id: 9 }, role: 'customer' }],
    ['a tokenless legacy staff record', { token: null, user: { id: 4 }, role: 'staff' }],
  ])('shows Unauthorized for %s', async (_who, session) => {
    mockFetch({});
    renderApp({ path: '/staff', session });

    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });

  it('shows the dashboard with its twelve tabs to signed-in staff, Dashboard first on a wide screen', async () => {
    mockFetch({});
    renderApp({ path: '/staff', session: staff });

    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(STAFF_TABS);
    // Signed in, so the back arrow does not lead to the staff sign-in form.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('opens the tab named in the address and switches tabs', async () => {
    mockFetch({});
    const { user, router } = renderApp({ path: '/staff?tab=rentals', session: staff });

    expect(await screen.findByRole('tab', { name: 'Rentals', selected: true })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Rental Agreements' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(screen.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=invoices');
  });

  it('logs out to the staff login and forgets the session', async () => {
    mockFetch({});
    const { user, store } = renderApp({ path: '/staff', session: staff });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeVisible();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('/admin', () => {
  it('shows the admin login when no admin is signed in', () => {
    mockFetch({});
    renderApp({ path: '/admin', session: staff });

    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  });

  it('grants access and shows the panel after a successful admin login', async () => {
    mockFetch({
      'POST /api/admin/login': {
        body: { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin', createdAt: '2025-01-01' } },
      },
    });
    const { user, store } = renderApp({ path: '/admin' });

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    expect(screen.getByText('Access Granted')).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Staff Activity',
      'Staff Management',
      'Payment Settings',
      'Return Prices',
      'Rate Plans',
      'Booking Rules',
      'Privacy',
    ]);
    expect(store.getState().session.role).toBe('admin');
  });

  it.each([
    [401, 'Access Denied', 'Invalid admin credentials.'],
    [500, 'Error', 'Failed to authenticate. Please try again.'],
  ])('a %i answer shows %s', async (status, title, description) => {
    mockFetch({ 'POST /api/admin/login': { status, body: { statusCode: status, message: 'nope' } } });
    const { user } = renderApp({ path: '/admin' });

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(description);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  it('adds a staff member with the admin token', async () => {
    const { calls } = mockFetch({
      'POST /api/staff/create': {
        status: 201,
        body: { id: 12, username: 'hafiz', role: 'staff', createdAt: '2025-01-01' },
      },
    });
    const { user } = renderApp({ path: '/admin?tab=staff', session: admin });

    await user.type(await screen.findByLabelText(/Username/), 'hafiz');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));

    expect(await screen.findByText('Staff Added')).toBeVisible();
    const create = calls.find((call) => call.path === '/api/staff/create');
    expect(create?.headers.get('authorization')).toBe('Bearer jwt-admin');
    expect(JSON.parse(create?.body ?? '{}')).toEqual({ username: 'hafiz', password: 'secret123' });
    expect(screen.getByLabelText(/Username/)).toHaveValue('');
  });

  it('shows the password rule before submitting and checks it without calling the server', async () => {
    const { calls } = mockFetch({});
    const { user } = renderApp({ path: '/admin?tab=staff', session: admin });

    const password = await screen.findByLabelText(/Password/, { selector: 'input' });
    expect(password).toHaveAccessibleDescription('At least 8 characters');

    await user.type(screen.getByLabelText(/Username/), 'hafiz');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/staff/create')).toBe(false);
  });

  it('explains a taken username', async () => {
    mockFetch({
      'POST /api/staff/create': {
        status: 409,
        body: { statusCode: 409, message: 'Username already exists', error: 'Conflict' },
      },
    });
    const { user } = renderApp({ path: '/admin?tab=staff', session: admin });

    await user.type(await screen.findByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to Add Staff');
    expect(toast).toHaveTextContent('Username already exists');
    expect(screen.getByText('This username is already taken')).toBeVisible();
  });
});

describe('other routes', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/register', "Let's start your Rental Journey"],
    ['/vehicles', 'Explore Our Fleet'],
  ])('%s shows %s', async (path, heading) => {
    mockFetch({});
    renderApp({ path });
    // Registration is a lazily loaded chunk.
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 5000 })).toBeVisible();
  });

  it('/payment asks a visitor to sign in and remembers to come back', async () => {
    mockFetch({});
    const { user } = renderApp({ path: '/payment' });

    await user.click(screen.getByRole('link', { name: 'Sign In' }));

    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/payment');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  it('unknown paths show Page not found with a home link', () => {
    mockFetch({});
    renderApp({ path: '/nowhere' });

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('sign-in forms for someone already signed in', () => {
  const customer: Session = { token: 'jwt-customer', user: { id: 9, email: 'aina@example.com' }, role: 'customer' };

  it.each(['/login', '/register'])('send a signed-in customer from %s on to the fleet', async (path) => {
    mockFetch({ 'GET /api/vehicles': { body: [] } });
    const { router } = renderApp({ path, session: customer });

    expect(await screen.findByRole('heading', { name: 'Explore Our Fleet', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/vehicles');
  });

  it('send a signed-in customer where the Payment tile was going', async () => {
    mockFetch({});
    rememberRedirectAfterLogin('/payment');
    const { router } = renderApp({ path: '/login', session: customer });

    await screen.findByRole('heading', { name: 'Payment Portal' });
    expect(router.state.location.pathname).toBe('/payment');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('send signed-in staff from /staff-login to the dashboard', async () => {
    mockFetch({});
    const { router } = renderApp({ path: '/staff-login', session: staff });

    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff');
  });
});
