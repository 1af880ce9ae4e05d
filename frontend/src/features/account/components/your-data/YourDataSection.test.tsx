import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import type { Session } from '../../../../lib/session';
import { mockFetch } from '../../../../test/mockFetch';
import { renderApp } from '../../../../test/renderApp';
import { loyalty } from '../../test/loyaltyFixtures';

const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };
const base = {
  'GET /api/customers/me/loyalty': { body: loyalty() },
  'GET /api/customers/me/activity': { body: { items: [], total: 0, page: 1, limit: 20 } },
};
const profile = (deletionRequestedAt: string | null = null) => ({ body: { id: 7, deletionRequestedAt } });
const holdsRefusal = {
  status: 409,
  body: {
    statusCode: 409,
    code: 'ACCOUNT_HAS_HOLDS',
    error: 'Conflict',
    message:
      'The account cannot be deleted yet because of a rental that is not over yet, a balance still owed. Once these are settled it can be deleted.',
    params: { reasons: 'a rental that is not over yet, a balance still owed', holds: 'rental_open, balance_owed' },
  },
};

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:data-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe("My Account's Your data", () => {
  it('downloads the zip with the token, the button disabled while it comes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch({
      ...base,
      'GET /api/customers/me': profile(),
      'GET /api/customers/me/data-export.zip': { body: 'zip bytes', held },
    });
    const { user } = renderApp({ path: '/account', session: customer });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    expect(within(section).getByRole('progressbar')).toBeVisible();
    release();
    expect(await screen.findByText('Your data is downloaded')).toBeVisible();
    const download = calls.find((call) => call.path === '/api/customers/me/data-export.zip');
    expect(download?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says when the download fails', async () => {
    mockFetch({
      ...base,
      'GET /api/customers/me': profile(),
      'GET /api/customers/me/data-export.zip': {
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_DATA_EXPORTS',
          message: 'You have downloaded your data several times in the last hour. Please try again later.',
        },
      },
    });
    const { user } = renderApp({ path: '/account', session: customer });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download Failed')).toBeVisible();
    expect(screen.getByText('You have downloaded your data several times in the last hour. Please try again later.')).toBeVisible();
  });

  it('asks before requesting the deletion, then shows the account as pending', async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /api/customers/me': profile(),
      'POST /api/customers/me/deletion-request': { body: { deletionRequestedAt: '2026-11-20T03:00:00.000Z' } },
    });
    const { user } = renderApp({ path: '/account', session: customer });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('you will no longer be able to sign in');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ask to delete' }));
    expect(await screen.findByText('Your account is pending deletion')).toBeVisible();
    expect(screen.getByText(/You asked on 20\/11\/2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('shows a pending request on return', async () => {
    mockFetch({ ...base, 'GET /api/customers/me': profile('2026-11-20T03:00:00.000Z') });
    renderApp({ path: '/account', session: customer });
    expect(await screen.findByText('Your account is pending deletion')).toBeVisible();
  });

  it('names in words what stops the deletion', async () => {
    mockFetch({ ...base, 'GET /api/customers/me': profile(), 'POST /api/customers/me/deletion-request': holdsRefusal });
    const { user } = renderApp({ path: '/account', session: customer });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Ask to delete' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Your account cannot be deleted yet');
    expect(refusal).toHaveTextContent('You have a rental that is not over yet.');
    expect(refusal).toHaveTextContent('You still owe a balance on a rental.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Malay', async () => {
    await i18n.changeLanguage('ms');
    mockFetch({ ...base, 'GET /api/customers/me': profile(), 'POST /api/customers/me/deletion-request': holdsRefusal });
    const { user } = renderApp({ path: '/account', session: customer });
    const section = await screen.findByRole('region', { name: 'Data anda' });
    expect(within(section).getByRole('button', { name: 'Muat turun data saya' })).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Padam akaun saya' }));
    const dialog = screen.getByRole('dialog', { name: 'Padam akaun anda?' });
    await user.click(within(dialog).getByRole('button', { name: 'Minta dipadam' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Akaun anda belum boleh dipadam');
    expect(refusal).toHaveTextContent('Anda mempunyai sewaan yang belum selesai.');
  });
});
