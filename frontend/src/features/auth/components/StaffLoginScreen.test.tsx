import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const staffUser = { id: 4, username: 'staff', role: 'staff', createdAt: '2025-01-01T00:00:00.000Z' };

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText(/Username/), username);
  if (password) await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('staff login', () => {
  it('requires a username and a password before calling the server', async () => {
    const { calls } = mockFetch({});
    const { user } = renderApp({ path: '/staff-login' });

    await fillAndSubmit(user, '', '');

    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/staff/login')).toHaveLength(0);
  });

  it('accepts one-character values', async () => {
    const { calls } = mockFetch({ 'POST /api/staff/login': { status: 401, body: { statusCode: 401, message: 'x' } } });
    const { user } = renderApp({ path: '/staff-login' });

    await fillAndSubmit(user, 'a', 'b');

    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/staff/login')?.body).toBe('{"username":"a","password":"b"}');
  });

  it('signs in, stores the staff session and opens the dashboard', async () => {
    mockFetch({ 'POST /api/staff/login': { body: { token: 'jwt-staff', user: staffUser } } });
    const { user, store } = renderApp({ path: '/staff-login' });

    await fillAndSubmit(user, 'staff', 'staff123');

    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.getByText('Login Successful')).toBeVisible();
    expect(screen.getByText('Signed in as staff')).toBeVisible();
    expect(store.getState().session).toEqual({ token: 'jwt-staff', user: staffUser, role: 'staff' });
    expect(localStorage.getItem('token')).toBe('jwt-staff');
    expect(localStorage.getItem('role')).toBe('staff');
  });

  it("shows the server's message in a 'Login Failed' toast", async () => {
    mockFetch({
      'POST /api/staff/login': {
        status: 401,
        statusText: 'Unauthorized',
        body: { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' },
      },
    });
    const { user, store } = renderApp({ path: '/staff-login' });

    await fillAndSubmit(user, 'staff', 'wrong');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });

  it('links back to role selection', () => {
    mockFetch({});
    renderApp({ path: '/staff-login' });

    expect(screen.getByRole('link', { name: 'Back to role selection' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });
});

describe('staff login in Bahasa Malaysia', () => {
  // The fields by role, whatever language their labels are in.
  const password = () => document.querySelector<HTMLInputElement>('input[name="password"]') as HTMLInputElement;

  it('checks the fields and names the outcome in Malay', async () => {
    mockFetch({
      'POST /api/staff/login': [
        { status: 401, body: { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' } },
        { body: { token: 'jwt-staff', user: staffUser } },
      ],
    });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/staff-login' });

    expect(screen.getByRole('heading', { name: 'Log Masuk Kakitangan' })).toBeVisible();
    expect(screen.getByText('Log masuk ke papan pemuka kakitangan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke pemilihan peranan' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByText('Nama pengguna diperlukan')).toBeVisible();
    expect(screen.getByText('Kata laluan diperlukan')).toBeVisible();

    await user.type(screen.getByRole('textbox'), 'staff');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Log Masuk Gagal');

    await user.clear(password());
    await user.type(password(), 'staff123');
    await user.click(screen.getByRole('button', { name: 'Log Masuk' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Log Masuk Berjaya');
    expect(toast).toHaveTextContent('Selamat kembali, staff!');
  });
});
