import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { renderStaffTab, STAFF_SESSION } from '../../../test/staffApp';
import type { MailMessage } from '../api/types';

const LIST = 'GET /api/staff/mail-messages';

function mail(overrides: Partial<MailMessage> & Pick<MailMessage, 'id'>): MailMessage {
  return {
    recipient: 'aisyah@example.com',
    subject: 'Booking request #12 approved',
    status: 'queued',
    attempts: 2,
    lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    createdAt: '2026-11-22T02:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const page = (items: MailMessage[]) => ({ items, total: items.length, page: 1, limit: 20 });

async function openCard() {
  const view = await renderStaffTab('dashboard');
  const card = await screen.findByRole('region', { name: 'E-mails not sent' });
  return { ...view, card };
}

describe("the Dashboard's 'E-mails not sent' card", () => {
  it('lists queued and failed e-mails with their attempts and last error; only failed ones have Retry', async () => {
    const { calls } = mockFetch({
      [LIST]: {
        body: page([
          mail({ id: 2 }),
          mail({
            id: 1,
            recipient: 'tan@example.com',
            subject: 'Payment received',
            status: 'failed',
            attempts: 8,
            lastError: 'Greeting never received',
          }),
        ]),
      },
    });
    const { card } = await openCard();

    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'aisyah@example.comBooking request #12 approved2 attemptsLast error: connect ECONNREFUSED 127.0.0.1:587Will retry',
      'tan@example.comPayment received8 attemptsLast error: Greeting never receivedFailedRetry',
    ]);
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[1]).getByRole('button', { name: 'Retry the e-mail to tan@example.com' })).toBeVisible();
    const query = calls.find((call) => call.path === '/api/staff/mail-messages');
    expect(query?.headers.get('authorization')).toBe('Bearer jwt-staff');
  });

  it('retries a failed e-mail, says so, and the list refreshes', async () => {
    const { calls } = mockFetch({
      [LIST]: [{ body: page([mail({ id: 7, status: 'failed', attempts: 8 })]) }, { body: page([]) }],
      'POST /api/staff/mail-messages/7/retry': { body: mail({ id: 7, status: 'queued', attempts: 0 }) },
    });
    const { user, card } = await openCard();

    await user.click(await within(card).findByRole('button', { name: 'Retry the e-mail to aisyah@example.com' }));

    expect(await screen.findByText('E-mail queued again')).toBeVisible();
    expect(screen.getByText('The e-mail to aisyah@example.com will be sent again now.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/staff/mail-messages/7/retry']);
    expect(await within(card).findByText('Every e-mail has been sent.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/staff/mail-messages')).toHaveLength(2);
  });

  it('shows the server message when a retry is refused', async () => {
    mockFetch({
      [LIST]: { body: page([mail({ id: 7, status: 'failed' })]) },
      'POST /api/staff/mail-messages/7/retry': {
        status: 409,
        body: { statusCode: 409, message: 'Only an e-mail that failed can be retried' },
      },
    });
    const { user, card } = await openCard();
    await user.click(await within(card).findByRole('button', { name: /Retry the e-mail/ }));
    expect(await screen.findByText('Could not retry the e-mail')).toBeVisible();
    expect(screen.getByText('Only an e-mail that failed can be retried')).toBeVisible();
  });

  it('says when everything was sent, in Malay too', async () => {
    mockFetch({ [LIST]: { body: page([]) } });
    await i18n.changeLanguage('ms');
    try {
      renderApp({ path: '/staff?tab=dashboard', session: STAFF_SESSION });
      const card = await screen.findByRole('region', { name: 'E-mel belum dihantar' }, { timeout: 5000 });
      expect(await within(card).findByText('Semua e-mel telah dihantar.')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("the 'E-mails not sent' card when the list cannot be loaded", () => {
  it('says why and loads it again on request', async () => {
    const { calls } = mockFetch({
      [LIST]: [{ status: 500, body: { statusCode: 500, message: 'Internal server error' } }, { body: page([]) }],
    });
    const { user, card } = await openCard();
    expect(await within(card).findByText(/We could not load the e-mails not sent\. Internal server error/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Load the e-mails not sent again' }));
    expect(await within(card).findByText('Every e-mail has been sent.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/staff/mail-messages')).toHaveLength(2);
  });
});
