import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const customer = {
  id: 7,
  fullName: 'Nur Aisyah binti Ahmad',
  email: 'aisyah@example.com',
  phone: '012-345 6789',
  address: '23 Jalan SS 2/24, Petaling Jaya',
  // What a customer is shown of their own account: masked, no document file names.
  icPassportNumber: '**********5678',
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
    // Navigation renders in a transition, just after the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('ignores any other stored value', async () => {
    mockFetch(LOGIN_OK);
    sessionStorage.setItem('redirectAfterLogin', '/staff');
    const { user, router } = renderApp({ path: '/login' });

    await signIn(user, 'aisyah@example.com');

    await screen.findByText('Login Successful');
    // Navigation renders in a transition, just after the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
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
    expect(toast).toHaveTextContent(message);
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

const CODE_SENT = {
  codeRequired: true,
  email: 'aisyah@example.com',
  message: 'If an account uses this e-mail, we have sent it a 6-digit sign-in code. It is valid for 10 minutes.',
};
const WRONG_CODE = {
  status: 401,
  body: {
    statusCode: 401,
    message: 'That code is not right or has expired. Please check it or request a new code.',
    error: 'Unauthorized',
  },
};
const CODES_ON = {
  'GET /api/config': { body: { businessName: 'Kereta Sewa', customerSignInCode: true } },
  'POST /api/customers/login': { body: CODE_SENT },
};

async function enterCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  const field = screen.getByLabelText(/^Sign-in code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('customer login with an e-mailed code', () => {
  afterEach(() => vi.useRealTimers());

  it('says a code will be e-mailed, then asks for it on the same screen', async () => {
    const { calls } = mockFetch(CODES_ON);
    const { user, router } = renderApp({ path: '/login' });

    expect(await screen.findByText(/we will e-mail you a 6-digit sign-in code/)).toBeVisible();
    await signIn(user, 'aisyah@example.com');

    const code = await screen.findByLabelText(/^Sign-in code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
    expect(screen.getByText('aisyah@example.com')).toBeVisible();
    expect(screen.getByText(CODE_SENT.message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Resend code/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use a different e-mail' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.filter((call) => call.path === '/api/customers/login')).toHaveLength(1);
  });

  it("shows 'Login Failed' for a wrong code, then signs in with the right one", async () => {
    const { calls } = mockFetch({
      ...CODES_ON,
      'POST /api/customers/login/verify': [WRONG_CODE, { body: { token: 'jwt-customer', user: customer } }],
    });
    const { user, store, router } = renderApp({ path: '/login' });
    await signIn(user, 'aisyah@example.com');
    await screen.findByLabelText(/^Sign-in code/);

    await enterCode(user, '111111');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent('That code is not right or has expired. Please check it or request a new code.');
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByLabelText(/^Sign-in code/)).toHaveFocus();

    await enterCode(user, '042 917');

    expect(await screen.findByRole('heading', { name: 'Explore Our Fleet' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/vehicles');
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful');
    expect(store.getState().session).toEqual({ token: 'jwt-customer', user: customer, role: 'customer' });
    const checks = calls.filter((call) => call.path === '/api/customers/login/verify').map((call) => JSON.parse(call.body));
    expect(checks).toEqual([
      { email: 'aisyah@example.com', code: '111111' },
      { email: 'aisyah@example.com', code: '042917' },
    ]);
  });

  it('goes to /payment after the code when the Payment tile asked for it', async () => {
    mockFetch({ ...CODES_ON, 'POST /api/customers/login/verify': { body: { token: 'jwt-customer', user: customer } } });
    sessionStorage.setItem('redirectAfterLogin', '/payment');
    const { user, router } = renderApp({ path: '/login' });
    await signIn(user, 'aisyah@example.com');
    await screen.findByLabelText(/^Sign-in code/);

    await enterCode(user, '123456');

    await screen.findByText('Login Successful');
    // Navigation renders in a transition, just after the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('asks for 6 digits before calling the server', async () => {
    const { calls } = mockFetch(CODES_ON);
    const { user } = renderApp({ path: '/login' });
    await signIn(user, 'aisyah@example.com');
    await screen.findByLabelText(/^Sign-in code/);

    await enterCode(user, '12345');

    expect(await screen.findByText('Please enter the 6-digit code from your e-mail')).toBeVisible();
    await enterCode(user, '12345a');
    expect(await screen.findByText('Please enter the 6-digit code from your e-mail')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/customers/login/verify')).toBe(false);
  });

  it('resends the code after the wait, and says when too many were asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      ...CODES_ON,
      'POST /api/customers/login': [
        { body: CODE_SENT },
        { body: CODE_SENT },
        {
          status: 429,
          body: {
            statusCode: 429,
            message: 'Too many sign-in codes were requested. Please wait a few minutes and try again.',
          },
        },
      ],
    });
    const { user } = renderApp({ path: '/login', userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await signIn(user, 'aisyah@example.com');

    expect(await screen.findByRole('button', { name: 'Resend code (30s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code (20s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Code Sent');
    expect(sent).toHaveTextContent(CODE_SENT.message);
    // The wait starts over after each code.
    expect(await screen.findByRole('button', { name: /^Resend code \(\d+s\)$/ })).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/customers/login').map((call) => JSON.parse(call.body))).toEqual([
      { email: 'aisyah@example.com' },
      { email: 'aisyah@example.com' },
    ]);

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent('Too many sign-in codes were requested. Please wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.getByLabelText(/^Sign-in code/)).toBeVisible();
  });

  it('goes back to the e-mail, filled in, to use a different one', async () => {
    mockFetch(CODES_ON);
    const { user } = renderApp({ path: '/login' });
    await signIn(user, 'aisyah@example.com');
    await screen.findByLabelText(/^Sign-in code/);

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));

    expect(await screen.findByLabelText(/^Email/)).toHaveValue('aisyah@example.com');
    expect(screen.queryByLabelText(/^Sign-in code/)).not.toBeInTheDocument();
  });
});

describe('customer login in Bahasa Malaysia', () => {
  afterEach(() => vi.useRealTimers());

  it('greets, checks the e-mail and names a failed login in Malay', async () => {
    const { calls } = mockFetch({
      'POST /api/customers/login': {
        status: 401,
        body: { statusCode: 401, message: 'No account found with this email.', error: 'Unauthorized' },
      },
    });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/login' });

    expect(await screen.findByRole('heading', { name: 'Selamat Kembali', level: 1 })).toBeVisible();
    expect(screen.getByText('Log masuk dengan alamat e-mel yang anda gunakan semasa mendaftar.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Daftar akaun' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByLabelText(/^E-mel/), 'aisyah@');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByText('Sila masukkan alamat e-mel yang sah')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/customers/login')).toBe(false);

    await user.clear(screen.getByLabelText(/^E-mel/));
    await user.type(screen.getByLabelText(/^E-mel/), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Log Masuk Gagal');
  });

  it('asks for the code, counts down and greets by name in Malay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ ...CODES_ON, 'POST /api/customers/login/verify': { body: { token: 'jwt-customer', user: customer } } });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/login', userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(screen.getByLabelText(/^E-mel/), 'aisyah@example.com');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));

    expect(await screen.findByLabelText(/^Kod log masuk/)).toHaveFocus();
    expect(screen.getByText('Masukkan kod 6 digit yang kami hantar ke e-mel anda.')).toBeVisible();
    expect(screen.getByText('Kod dihantar ke')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hantar semula kod (30s)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guna e-mel lain' })).toBeEnabled();

    await user.type(screen.getByLabelText(/^Kod log masuk/), '12345');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByText('Sila masukkan kod 6 digit daripada e-mel anda')).toBeVisible();
    await user.type(screen.getByLabelText(/^Kod log masuk/), '6');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Log Masuk Berjaya');
    expect(toast).toHaveTextContent('Selamat kembali, Nur Aisyah binti Ahmad!');
  });
});
