import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };

const MEMBERS = [
  { id: 1, username: 'admin', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 2, username: 'alice', role: 'staff', createdAt: '2026-03-04T02:00:00.000Z' },
  { id: 3, username: 'bob', role: 'staff', createdAt: '2026-05-06T02:00:00.000Z' },
];

const LOG = {
  id: 7,
  staffId: 2,
  staffUsername: 'alice',
  action: 'booking_request_approved',
  targetType: 'booking_request',
  targetId: '12',
  details: { vehicle: 'Perodua Myvi', discount: 10 },
  // 18:05 in Kuala Lumpur.
  timestamp: '2026-11-22T10:05:00.000Z',
  reportedByClient: false,
};

/** An entry a staff member's app sent, not one the server recorded. */
const REPORTED = { ...LOG, id: 8, action: 'shift_started', targetType: 'staff', targetId: null, details: null, reportedByClient: true };

function page(items: unknown[]) {
  return { body: { items, total: items.length, page: 1, limit: 15 } };
}

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return {
    'GET /api/staff/members': { body: MEMBERS },
    'GET /api/admin/logs': page([LOG]),
    ...extra,
  };
}

type Fetch = ReturnType<typeof mockFetch>['fetchMock'];

/** The addresses of the activity log requests, with their query strings. */
function logRequests(fetchMock: Fetch): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href))
    .filter((url) => url.pathname === '/api/admin/logs');
}

const count = (calls: Array<{ method: string; path: string }>, method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

describe('admin panel: Staff Activity', () => {
  it('shows the seven tabs and the newest logs, readable', async () => {
    const { fetchMock } = mockFetch(routes());
    renderApp({ path: '/admin', session: ADMIN });

    // The file's first test also waits for the admin panel's code to be transformed and loaded:
    // on a slow 2-core machine that alone has taken longer than the usual 5 s.
    const list = await screen.findByRole('list', { name: 'Staff activity' }, { timeout: 20_000 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Staff Activity',
      'Staff Management',
      'Payment Settings',
      'Return Prices',
      'Rate Plans',
      'Booking Rules',
      'Privacy',
    ]);
    expect(screen.getByRole('tab', { name: 'Staff Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toMatch(/^Staff Activity · Admin Panel · /);
    // The figures live in the staff area: the admin reaches them from here.
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/staff?tab=reports');
    const entry = within(list).getAllByRole('listitem')[0];
    expect(entry).toHaveTextContent('alice');
    expect(entry).toHaveTextContent('Booking request approved');
    expect(entry).toHaveTextContent('Booking request #12');
    expect(entry).toHaveTextContent('vehicle: Perodua Myvi');
    expect(entry).toHaveTextContent('discount: 10');
    expect(entry).toHaveTextContent('Time22/11/2026 18:05');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();

    const [request] = logRequests(fetchMock);
    expect(request.searchParams.get('limit')).toBe('15');
    expect(request.searchParams.has('staffId')).toBe(false);
    const call = fetchMock.mock.calls.find(([input]) => input instanceof Request && input.url.includes('/api/admin/logs'));
    expect((call?.[0] as Request).headers.get('authorization')).toBe('Bearer jwt-admin');
  });

  it('filters by staff member and refreshes', async () => {
    const { fetchMock } = mockFetch(routes({ 'GET /api/admin/logs': [page([LOG]), page([])] }));
    const { user } = renderApp({ path: '/admin', session: ADMIN });
    const filter = await screen.findByLabelText('Staff member', {}, { timeout: 5000 });
    await screen.findByRole('option', { name: 'bob' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Staff Members', 'admin', 'alice', 'bob']);

    await user.selectOptions(filter, 'bob');

    expect(await screen.findByText('No activity yet')).toBeVisible();
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('staffId')).toBe('3');
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('limit')).toBe('15');

    const before = logRequests(fetchMock).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(logRequests(fetchMock).length).toBe(before + 1));
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('staffId')).toBe('3');
  });

  it("labels the entries the app reported, apart from the server's own", async () => {
    mockFetch(routes({ 'GET /api/admin/logs': page([REPORTED, LOG]) }));
    renderApp({ path: '/admin', session: ADMIN });
    // The file's first test also waits for the admin panel's code to be transformed and loaded:
    // on a slow 2-core machine that alone has taken longer than the usual 5 s.
    const list = await screen.findByRole('list', { name: 'Staff activity' }, { timeout: 20_000 });
    const [reported, recorded] = within(list).getAllByRole('listitem');
    expect(within(reported).getByText('Reported by the app')).toBeVisible();
    expect(reported).toHaveTextContent('Shift started');
    expect(within(recorded).queryByText('Reported by the app')).not.toBeInTheDocument();
  });

  it('names logged actions and targets in Malay', async () => {
    mockFetch(routes());
    await i18n.changeLanguage('ms');
    renderApp({ path: '/admin', session: ADMIN });
    const list = await screen.findByRole('list', { name: 'Aktiviti kakitangan' }, { timeout: 5000 });
    expect(list).toHaveTextContent('Permintaan tempahan diluluskan');
    expect(list).toHaveTextContent('Permintaan tempahan #12');
  });

  it('labels reported entries in Malay', async () => {
    mockFetch(routes({ 'GET /api/admin/logs': page([REPORTED]) }));
    await i18n.changeLanguage('ms');
    renderApp({ path: '/admin', session: ADMIN });
    const list = await screen.findByRole('list', { name: 'Aktiviti kakitangan' }, { timeout: 5000 });
    expect(within(list).getByText('Dilaporkan oleh aplikasi')).toBeVisible();
  });

  it('reads in Malay', async () => {
    mockFetch(routes({ 'GET /api/admin/logs': page([]) }));
    await i18n.changeLanguage('ms');
    renderApp({ path: '/admin', session: ADMIN });
    expect(await screen.findByText('Belum ada aktiviti', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Semua Ahli Kakitangan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat Semula' })).toBeVisible();
  });
});

describe('admin panel: full activity log', () => {
  it('pages through every entry, filtered by staff member and Kuala Lumpur dates', async () => {
    const secondPage = { body: { items: [{ ...LOG, id: 6, action: 'staff_removed' }, REPORTED], total: 21, page: 2, limit: 20 } };
    const { fetchMock } = mockFetch(
      routes({
        'GET /api/admin/logs': [page([LOG]), { body: { items: [LOG], total: 21, page: 1, limit: 20 } }, secondPage, page([])],
      }),
    );
    const { user } = renderApp({ path: '/admin', session: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Full log' }, { timeout: 5000 }));

    expect(await screen.findByText('21 entries found')).toBeVisible();
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('list', { name: 'Activity log' })).toHaveTextContent('alice');
    expect(within(screen.getByRole('list', { name: 'Activity log' })).queryByText('Reported by the app')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Staff member removed')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Activity log' })).getByText('Reported by the app')).toBeVisible();
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');

    await user.type(screen.getByLabelText('From'), '01/11/2026');
    await waitFor(() => expect(logRequests(fetchMock).at(-1)?.searchParams.get('from')).toBe('2026-11-01'));
    // A new filter starts again at page 1.
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('No activity matches these filters.')).toBeVisible();
  });

  it('clears both dates at once, keeping the staff member', async () => {
    const { fetchMock } = mockFetch(routes());
    const { user } = renderApp({ path: '/admin?activityView=log&logStaff=2&logFrom=2026-11-01&logTo=2026-11-20', session: ADMIN });
    await screen.findByText('1 entry found', {}, { timeout: 5000 });
    expect(logRequests(fetchMock).at(-1)?.searchParams.get('from')).toBe('2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(logRequests(fetchMock).at(-1)?.searchParams.has('from')).toBe(false));
    const last = logRequests(fetchMock).at(-1);
    expect(last?.searchParams.has('to')).toBe(false);
    expect(last?.searchParams.get('staffId')).toBe('2');
  });

  it('does not ask for a reversed date range', async () => {
    const { fetchMock } = mockFetch(routes());
    const { user } = renderApp({ path: '/admin?activityView=log&logFrom=2026-11-20', session: ADMIN });
    await screen.findByText('1 entry found', {}, { timeout: 5000 });
    const before = logRequests(fetchMock).length;
    await user.type(screen.getByLabelText('To'), '10/11/2026');
    expect(await screen.findByText('The end date must be on or after the start date')).toBeVisible();
    expect(logRequests(fetchMock).length).toBe(before);
  });
});

describe('admin panel: Staff Management', () => {
  async function openStaffTab() {
    return screen.findByRole('list', { name: 'Staff Members' }, { timeout: 5000 });
  }

  it('lists the accounts; the admin row has no reset or remove', async () => {
    mockFetch(routes());
    renderApp({ path: '/admin?tab=staff', session: ADMIN });
    const list = await openStaffTab();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // The browser tab names the admin tab that is open, not only the panel.
    expect(document.title).toMatch(/^Staff Management · Admin Panel · /);
    expect(rows[0]).toHaveTextContent('admin');
    expect(within(rows[0]).getByText('Admin')).toBeVisible();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password for admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove admin' })).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Staff')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Created 04/03/2026');
    expect(within(rows[1]).getByRole('button', { name: 'Reset password for alice' })).toBeEnabled();
    expect(within(rows[1]).getByRole('button', { name: 'Remove alice' })).toBeEnabled();
    // Add Staff moved here, and says how a new name is stored.
    expect(screen.getByRole('heading', { name: 'Add Staff' })).toBeVisible();
    expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveAccessibleDescription(
      'Letters, digits, dots, dashes or underscores; saved in lower case, so "Aisyah" signs in as "aisyah"',
    );
  });

  it('resets a password after checking its length', async () => {
    const { calls } = mockFetch(routes({ 'PATCH /api/staff/2/reset-password': { body: { success: true } } }));
    const { user } = renderApp({ path: '/admin?tab=staff', session: ADMIN });
    await openStaffTab();
    await user.click(screen.getByRole('button', { name: 'Reset password for alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveTextContent('alice');
    const field = within(dialog).getByLabelText(/^New password/, { selector: 'input' });
    expect(field).toHaveAccessibleDescription('At least 8 characters');

    await user.type(field, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeVisible();
    expect(count(calls, 'PATCH', '/api/staff/2/reset-password')).toBe(0);

    await user.type(field, '-and-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password Reset');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = calls.find((call) => call.path === '/api/staff/2/reset-password');
    expect(request?.method).toBe('PATCH');
    expect(request?.headers.get('authorization')).toBe('Bearer jwt-admin');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ newPassword: 'short-and-longer' });
  });

  it("shows 'Failed to Reset Password' when the server refuses", async () => {
    mockFetch(
      routes({
        'PATCH /api/staff/2/reset-password': {
          status: 400,
          body: {
            statusCode: 400,
            code: 'PUBLISHED_PASSWORD',
            message: 'That password is published in our documentation. Please choose another',
          },
        },
      }),
    );
    const { user } = renderApp({ path: '/admin?tab=staff', session: ADMIN });
    await openStaffTab();
    await user.click(screen.getByRole('button', { name: 'Reset password for alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText(/^New password/, { selector: 'input' }), 'published-one');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Reset Password');
    expect(within(dialog).getByLabelText(/^New password/, { selector: 'input' })).toHaveAccessibleDescription(
      'That password is published in our documentation. Please choose another',
    );
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  });

  it('removes a staff member after confirmation and reloads the list', async () => {
    const { calls } = mockFetch(
      routes({
        'GET /api/staff/members': [{ body: MEMBERS }, { body: MEMBERS.filter((member) => member.id !== 2) }],
        'DELETE /api/staff/2': { body: { success: true } },
      }),
    );
    const { user } = renderApp({ path: '/admin?tab=staff', session: ADMIN });
    await openStaffTab();
    await user.click(screen.getByRole('button', { name: 'Remove alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Staff Member' });
    expect(dialog).toHaveTextContent('Remove alice?');
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('Their past activity stays in the Staff Activity log.');

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Staff Removed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count(calls, 'DELETE', '/api/staff/2')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove alice' })).not.toBeInTheDocument());
    expect(count(calls, 'GET', '/api/staff/members')).toBe(2);
  });

  it("keeps the member and shows 'Failed to Remove Staff' when refused; Cancel changes nothing", async () => {
    const { calls } = mockFetch(
      routes({
        'DELETE /api/staff/2': { status: 409, body: { statusCode: 409, code: 'STAFF_NOT_FOUND', message: 'Staff member not found' } },
      }),
    );
    const { user } = renderApp({ path: '/admin?tab=staff', session: ADMIN });
    await openStaffTab();

    await user.click(screen.getByRole('button', { name: 'Remove alice' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Staff Member' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count(calls, 'DELETE', '/api/staff/2')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Staff Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Remove Staff');
    expect(alert).toHaveTextContent('Staff member not found');
    expect(screen.getByRole('dialog', { name: 'Remove Staff Member' })).toBeVisible();
  });

  it('names the actions in Malay', async () => {
    mockFetch(routes());
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin?tab=staff', session: ADMIN });
    await screen.findByRole('list', { name: 'Ahli Kakitangan' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Tetapkan semula kata laluan untuk alice' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Buang alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buang Ahli Kakitangan' });
    expect(dialog).toHaveTextContent('tidak boleh dibatalkan');
  });
});
