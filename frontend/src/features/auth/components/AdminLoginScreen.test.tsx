import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN_ACCOUNT = { id: 1, username: 'admin', role: 'admin', createdAt: '2025-01-01T00:00:00.000Z' };

type User = ReturnType<typeof renderApp>['user'];

/** The fields by role, whatever language their labels are in. */
async function signIn(user: User, password: string) {
  await user.type(screen.getByRole('textbox'), 'admin');
  await user.type(document.querySelector('input[name="password"]') as HTMLInputElement, password);
  await user.click(screen.getByRole('button', { name: 'Masuk ke Panel Pentadbir' }));
}

describe('admin login in Bahasa Malaysia', () => {
  it('refuses wrong credentials in Malay', async () => {
    mockFetch({ 'POST /api/admin/login': { status: 401, body: { statusCode: 401, message: 'nope' } } });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin' });

    expect(screen.getByRole('heading', { name: 'Log Masuk Pentadbir' })).toBeVisible();
    expect(screen.getByText('Masukkan maklumat log masuk pentadbir anda')).toBeVisible();
    await signIn(user, 'bad');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Akses Ditolak');
    expect(toast).toHaveTextContent('Maklumat log masuk pentadbir tidak sah.');
  });

  it('names another failure, then grants access in Malay', async () => {
    mockFetch({
      'POST /api/admin/login': [
        { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
        { body: { token: 'jwt-admin', user: ADMIN_ACCOUNT } },
      ],
    });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin' });

    await signIn(user, 'admin123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ralat');
    expect(alert).toHaveTextContent('Pengesahan gagal. Sila cuba lagi.');

    await user.click(screen.getByRole('button', { name: 'Masuk ke Panel Pentadbir' }));
    expect(await screen.findByRole('heading', { name: 'Panel Pentadbir' }, { timeout: 5000 })).toBeVisible();
    // The panel's own sections announce their state too: pick the toast among them.
    const toast = screen.getAllByRole('status').find((element) => element.textContent?.includes('Akses Dibenarkan'));
    expect(toast).toHaveTextContent('Selamat datang, admin.');
  });
});
