import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { rentalPage, staffRental } from '../test/rentalFactory';

const LIST = 'GET /api/staff/rentals';

function listQueries(fetchMock: Mock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new URL(new Request(input as RequestInfo, init as RequestInit).url))
    .filter((url) => url.pathname === '/api/staff/rentals')
    .map((url) => url.searchParams);
}

beforeAll(async () => {
  await import('../index');
});

describe('staff Rentals tab: overdue rentals and the reminders sent', () => {
  const late = staffRental({
    id: 51,
    endDate: '2026-11-04',
    returnTime: '18:00',
    overdue: true,
    overdueSince: '2026-11-04T10:00:00.000Z',
    returnReminderSentFor: '2026-11-04',
    overdueNoticeSentOn: '2026-11-05',
  });
  const booked = staffRental({ id: 52, status: 'approved', pickupReminderSentFor: '2026-11-01' });
  const quiet = staffRental({ id: 53 });

  it('flags the overdue rental on its card with since when, and lists the reminders each was sent', async () => {
    mockFetch({ [LIST]: { body: rentalPage([late, booked, quiet]) } });
    await renderStaffTab('rentals');

    const card = await screen.findByRole('article', { name: 'Rental #51' });
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(card).toHaveTextContent('Overdue since04/11/2026, 6:00 pm');
    expect(card).toHaveTextContent('Reminders sentReturn reminder for 04/11/2026Overdue notice, last on 05/11/2026');
    const bookedCard = screen.getByRole('article', { name: 'Rental #52' });
    expect(bookedCard).toHaveTextContent('Reminders sentPickup reminder for 01/11/2026');
    expect(within(bookedCard).queryByText('Overdue')).not.toBeInTheDocument();
    const quietCard = screen.getByRole('article', { name: 'Rental #53' });
    expect(quietCard).not.toHaveTextContent('Reminders sent');
    expect(quietCard).not.toHaveTextContent('Overdue');
  });

  it('says it in Bahasa Malaysia', async () => {
    mockFetch({ [LIST]: { body: rentalPage([late]) } });
    await renderStaffTab('rentals');
    await act(() => i18n.changeLanguage('ms'));

    const card = await screen.findByRole('article', { name: 'Sewaan #51' });
    expect(within(card).getByText('Lewat')).toBeVisible();
    expect(card).toHaveTextContent('Lewat sejak04/11/2026');
    expect(card).toHaveTextContent('Peringatan dihantarPeringatan pemulangan untuk 04/11/2026Notis lewat, terakhir pada 05/11/2026');
  });

  it('lists only the overdue rentals from the address the dashboard links to, and from the status filter', async () => {
    const { fetchMock } = mockFetch({ [LIST]: { body: rentalPage([late]) } });
    const { router, user } = await renderStaffTab('rentals&status=overdue');

    await screen.findByRole('article', { name: 'Rental #51' });
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('overdue');
    const first = listQueries(fetchMock)[0];
    expect(first.get('overdue')).toBe('true');
    expect(first.has('status')).toBe(false);

    await user.selectOptions(status, 'active');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('status')).toBe('active'));
    expect(listQueries(fetchMock).at(-1)?.has('overdue')).toBe(false);
    // Back to Overdue: the address says so again (the list comes from the cache of the first request).
    await user.selectOptions(status, 'Overdue');
    await waitFor(() => expect(router.state.location.search).toContain('status=overdue'));
    expect(await screen.findByRole('article', { name: 'Rental #51' })).toBeVisible();
  });
});
