import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin-old', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const ADMIN_ACCOUNT = { id: 1, username: 'admin', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' };

type User = ReturnType<typeof renderApp>['user'];

async function openDialog(user: User) {
  // The admin panel is a lazily loaded chunk.
  await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

async function fill(user: User, dialog: HTMLElement, values: { current: string; next: string; confirm: string }) {
  const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
  if (values.current) await user.type(field(/^Current password/), values.current);
  if (values.next) await user.type(field(/^New password/), values.next);
  if (values.confirm) await user.type(field(/^Confirm new password/), values.confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
}

describe('admin: change password', () => {
  it('checks the fields before calling the server', async () => {
    const { calls } = mockFetch({});
    const { user } = renderApp({ path: '/admin', session: ADMIN });
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^New password/, { selector: 'input' })).toHaveAccessibleDescription('At least 8 characters');

    await fill(user, dialog, { current: '', next: 'short', confirm: 'other' });

    expect(await within(dialog).findByText('Current password is required')).toBeVisible();
    expect(within(dialog).getByText('New password must be at least 8 characters')).toBeVisible();
    expect(within(dialog).getByText('Passwords do not match')).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/^New password/, { selector: 'input' }));
    await fill(user, dialog, { current: 'admin123', next: 'admin123', confirm: '' });
    expect(await within(dialog).findByText('The new password must be different from the current one')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/admin/password')).toBe(false);
  });

  it('lets each password be shown and hidden', async () => {
    mockFetch({});
    const { user } = renderApp({ path: '/admin', session: ADMIN });
    const dialog = await openDialog(user);
    const current = within(dialog).getByLabelText(/^Current password/, { selector: 'input' });

    expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(current).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getAllByRole('button', { name: 'Show password' })[0]);
    expect(current).toHaveAttribute('type', 'text');
    expect(within(dialog).getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });

  it('changes the password, keeps the admin signed in with the new token and closes', async () => {
    const { calls } = mockFetch({
      'PATCH /api/admin/password': { body: { token: 'jwt-admin-new', user: ADMIN_ACCOUNT } },
    });
    const { user, store } = renderApp({ path: '/admin', session: ADMIN });
    const dialog = await openDialog(user);

    await fill(user, dialog, { current: 'admin123', next: 'N3w-Admin-Pass', confirm: 'N3w-Admin-Pass' });

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Password Changed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session).toEqual({ token: 'jwt-admin-new', user: ADMIN_ACCOUNT, role: 'admin' });
    expect(localStorage.getItem('token')).toBe('jwt-admin-new');
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    const request = calls.find((call) => call.path === '/api/admin/password');
    expect(request?.method).toBe('PATCH');
    expect(request?.headers.get('authorization')).toBe('Bearer jwt-admin-old');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ currentPassword: 'admin123', newPassword: 'N3w-Admin-Pass' });
  });

  it("marks a wrong current password and shows 'Failed to Change Password'", async () => {
    mockFetch({
      'PATCH /api/admin/password': {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect', error: 'Bad Request' },
      },
    });
    const { user, store } = renderApp({ path: '/admin', session: ADMIN });
    const dialog = await openDialog(user);

    await fill(user, dialog, { current: 'wrong-one', next: 'N3w-Admin-Pass', confirm: 'N3w-Admin-Pass' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Change Password');
    expect(alert).toHaveTextContent('Current password is incorrect');
    const current = within(dialog).getByLabelText(/^Current password/, { selector: 'input' });
    expect(current).toHaveAccessibleDescription('Current password is incorrect');
    expect(current).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(store.getState().session.token).toBe('jwt-admin-old');
  });
});

describe('admin panel and change password in Bahasa Malaysia', () => {
  const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });

  it('shows the panel, its tabs and Add Staff in Malay', async () => {
    mockFetch({});
    await i18n.changeLanguage('ms');
    renderApp({ path: '/admin?tab=staff', session: ADMIN });

    expect(await screen.findByRole('heading', { name: 'Panel Pentadbir' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Bahagian panel pentadbir' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Aktiviti Kakitangan',
      'Pengurusan Kakitangan',
      'Tetapan Bayaran',
      'Harga Pemulangan',
      'Pelan Kadar',
      'Peraturan Tempahan',
      'Privasi',
    ]);
    expect(screen.getByRole('heading', { name: 'Tambah Kakitangan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tambah Kakitangan' })).toBeEnabled();
    expect(screen.getByText('Sekurang-kurangnya 8 aksara')).toBeVisible();
  });

  it('checks the fields and names a refused change in Malay', async () => {
    mockFetch({
      'PATCH /api/admin/password': {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect', error: 'Bad Request' },
      },
    });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin', session: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Tukar Kata Laluan' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Kata Laluan' });
    expect(field(dialog, /^Kata laluan baharu/)).toHaveAccessibleDescription('Sekurang-kurangnya 8 aksara');
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled();

    await user.type(field(dialog, /^Kata laluan baharu/), 'short');
    await user.type(field(dialog, /^Sahkan kata laluan baharu/), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Tukar Kata Laluan' }));
    expect(await within(dialog).findByText('Kata laluan semasa diperlukan')).toBeVisible();
    expect(within(dialog).getByText('Kata laluan baharu mestilah sekurang-kurangnya 8 aksara')).toBeVisible();
    expect(within(dialog).getByText('Kata laluan tidak sepadan')).toBeVisible();

    await user.type(field(dialog, /^Kata laluan semasa/), 'wrong-one');
    await user.clear(field(dialog, /^Kata laluan baharu/));
    await user.type(field(dialog, /^Kata laluan baharu/), 'N3w-Admin-Pass');
    await user.clear(field(dialog, /^Sahkan kata laluan baharu/));
    await user.type(field(dialog, /^Sahkan kata laluan baharu/), 'N3w-Admin-Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Tukar Kata Laluan' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal Menukar Kata Laluan');
    expect(field(dialog, /^Kata laluan semasa/)).toHaveAccessibleDescription('Kata laluan semasa tidak betul');
  });
});
