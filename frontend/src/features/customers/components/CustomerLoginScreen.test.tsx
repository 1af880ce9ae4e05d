import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const customer = {
  id: 7,
  fullName: 'Nur Aisyah binti Ahmad',
  email: 'aisyah@example.com',
  phone: '012-345 6789',
  address: '23 Jalan SS 2/24, Petaling Jaya',
  icPassportNumber: '900101-14-5678',
  icPassportUrl: 'a.jpg',
  driversLicenseUrl: 'b.jpg',
  utilityBillUrl: 'c.jpg',
  socialMediaHandle: null,
  status: 'active',
  hasAcceptedTerms: true,
  loyaltyPoints: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const LOGIN_OK = { 'POST /api/customers/login': { body: { token: 'jwt-customer', user: customer } } };

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('customer login', () => {
  it('asks only for an e-mail, with Back and a way to register', () => {
    mockFetch({});
    renderApp({ path: '/login' });

    expect(screen.getByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form') as HTMLFormElement;
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    expect(within(form).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(within(form).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    const { calls } = mockFetch({});
    const { user } = renderApp({ path: '/login' });

    await signIn(user, 'aisyah@');

    expect(await screen.findByText('Please enter a valid email')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/customers/login')).toBe(false);
  });

  it('signs in as a customer, greets by name and opens the fleet', async () => {
    const { calls } = mockFetch(LOGIN_OK);
    const { user, store, router } = renderApp({ path: '/login' });

    await signIn(user, '  aisyah@example.com ');

    expect(await screen.findByRole('heading', { name: 'Explore Our Fleet' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/vehicles');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Login Successful');
    expect(toast).toHaveTextContent('Nur Aisyah binti Ahmad');
    expect(store.getState().session).toEqual({ token: 'jwt-customer', user: customer, role: 'customer' });
    expect(localStorage.getItem('role')).toBe('customer');
    expect(JSON.parse(calls.find((call) => call.path === '/api/customers/login')?.body ?? '{}')).toEqual({
      email: 'aisyah@example.com',
    });
  });

  it('goes to /payment and forgets the value when the Payment tile stored it', async () => {
    mockFetch(LOGIN_OK);
    sessionStorage.setItem('redirectAfterLogin', '/payment');
    const { user, router } = renderApp({ path: '/login' });

    await signIn(user, 'aisyah@example.com');

    await screen.findByText('Login Successful');
    expect(router.state.location.pathname).toBe('/payment');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('ignores any other stored value', async () => {
    mockFetch(LOGIN_OK);
    sessionStorage.setItem('redirectAfterLogin', '/staff');
    const { user, router } = renderApp({ path: '/login' });

    await signIn(user, 'aisyah@example.com');

    await screen.findByText('Login Successful');
    expect(router.state.location.pathname).toBe('/vehicles');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/staff');
  });

  it.each([
    [401, 'No account found with this email. Please check it or create an account.'],
    [403, 'This account has been suspended. Please contact us for help.'],
  ])("shows a %i in a 'Login Failed' toast and stays signed out", async (status, message) => {
    mockFetch({ 'POST /api/customers/login': { status, body: { statusCode: status, message, error: 'x' } } });
    const { user, store, router } = renderApp({ path: '/login' });

    await signIn(user, 'who@example.com');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(`${status}: ${message}`);
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('reads "Signing In..." while the request runs', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = mockFetch(LOGIN_OK);
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error('mockFetch has no implementation');
    // Hold the login answer until the test has seen the busy button.
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/customers/login')) await pending;
      return answer(input, init);
    });
    const { user } = renderApp({ path: '/login' });

    await signIn(user, 'aisyah@example.com');

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Login Successful')).toBeVisible();
  });
});
