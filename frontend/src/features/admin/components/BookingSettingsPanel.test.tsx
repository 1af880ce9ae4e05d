import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const SETTINGS = 'GET /api/admin/settings/booking';
const SAVE = 'PUT /api/admin/settings/booking';
const MESSAGE = 'The turnaround must be a whole number of hours from 0 to 72';

const settings = (turnaroundHours: number): MockResponse => ({ body: { turnaroundHours } });

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return { [SETTINGS]: settings(6), ...extra };
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');
const reads = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/settings/booking');

/** The first test in a file also waits for the admin panel's code to load, which is slow on a small machine. */
const FIRST_LOAD = { timeout: 20_000 };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('admin panel: Booking rules', () => {
  it('shows the saved turnaround, refuses what the server would, and saves whole hours', async () => {
    const { calls } = mockFetch(routes({ [SETTINGS]: [settings(6), settings(12)], [SAVE]: settings(12) }));
    const { user } = renderApp({ path: '/admin?tab=bookings', session: ADMIN });

    const field = await screen.findByRole('textbox', { name: /Turnaround \(hours\)/ }, FIRST_LOAD);
    expect(field).toHaveValue('6');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('heading', { name: 'Turnaround between rentals' })).toBeVisible();
    expect(screen.getByText(/Hours a car rests after a return before its next pickup/)).toBeVisible();
    expect(document.title).toMatch(/^Booking Rules · Admin Panel · /);
    const save = screen.getByRole('button', { name: 'Save Turnaround' });

    for (const typed of ['73', '1.5']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(save);
      expect(await screen.findByText(MESSAGE)).toBeVisible();
    }
    expect(writes(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, '12');
    await user.click(save);

    expect(await screen.findByText('Turnaround saved')).toBeVisible();
    expect(screen.getByText('Bookings from now on keep 12 hours between rentals.')).toBeVisible();
    const [put] = writes(calls);
    expect(put.path).toBe('/api/admin/settings/booking');
    expect(put.headers.get('authorization')).toBe('Bearer jwt-admin');
    expect(JSON.parse(put.body)).toEqual({ turnaroundHours: 12 });
    // Saving marks the setting stale, so the panel reads it again from the server.
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Turnaround \(hours\)/ })).toHaveValue('12');
  });

  it('says when bookings need no time between them', async () => {
    const { calls } = mockFetch(routes({ [SAVE]: settings(0) }));
    const { user } = renderApp({ path: '/admin?tab=bookings', session: ADMIN });
    const field = await screen.findByRole('textbox', { name: /Turnaround \(hours\)/ }, FIRST_LOAD);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save Turnaround' }));
    expect(await screen.findByText('Bookings from now on need no time between rentals.')).toBeVisible();
    expect(JSON.parse(writes(calls)[0].body)).toEqual({ turnaroundHours: 0 });
  });

  it('offers to try again when the setting cannot be loaded', async () => {
    mockFetch(routes({ [SETTINGS]: [{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, settings(6)] }));
    const { user } = renderApp({ path: '/admin?tab=bookings', session: ADMIN });
    expect(await screen.findByText(/the booking rules/, {}, FIRST_LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Turnaround \(hours\)/ })).toHaveValue('6');
  });

  it("speaks Bahasa Malaysia, the server's refusal included", async () => {
    mockFetch(routes({ [SAVE]: { status: 400, body: { statusCode: 400, message: MESSAGE, error: 'Bad Request' } } }));
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin?tab=bookings', session: ADMIN });

    const field = await screen.findByRole('textbox', { name: /Masa sedia \(jam\)/ }, FIRST_LOAD);
    expect(screen.getByRole('tab', { name: 'Peraturan Tempahan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Masa sedia antara sewaan' })).toBeVisible();
    expect(screen.getByText(/Jam kereta direhatkan selepas dipulangkan/)).toBeVisible();

    await user.clear(field);
    await user.type(field, '73');
    await user.click(screen.getByRole('button', { name: 'Simpan Masa Sedia' }));
    expect(await screen.findByText('Masa sedia mestilah bilangan jam dalam nombor bulat dari 0 hingga 72')).toBeVisible();

    // A value the client takes but the server refuses (as if its rule had changed) is named in Malay too.
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Simpan Masa Sedia' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Masa sedia tidak dapat disimpan');
    expect(toast).toHaveTextContent('Masa sedia mestilah bilangan jam dalam nombor bulat dari 0 hingga 72');
  });
});
