import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { createAppStore } from '../../../app/store';
import { i18n } from '../../../i18n';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { customer, paymentView, qrFor, transferFor } from '../test/paymentFixtures';
import { QrPaymentScreen } from './QrPaymentScreen';

const REFERENCE = 'PAY-7QX2M9ABK4TD';
const KEY = 'qr-screen-key-0001';
const body = { amount: '150.00', paymentMethod: 'qr', paymentFor: 'rental-payment' } as const;
const created = paymentView({ id: 31, transactionId: REFERENCE });

function renderScreen(answer: MockResponse) {
  const { calls } = mockFetch({ 'GET /api/payments/qr': answer, 'POST /api/payments': { status: 201, body: created } });
  // user-event puts its own clipboard on navigator; tests read what was copied from it.
  const user = userEvent.setup();
  const onPaid = vi.fn();
  render(
    <AppProviders store={createAppStore(customer)}>
      <QrPaymentScreen body={body} idempotencyKey={KEY} payment={null} onBack={vi.fn()} onPaid={onPaid} />
    </AppProviders>,
  );
  return { calls, user, onPaid };
}

/** Each copy button of the screen, by its spoken name. */
const copyButtons = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button', { name: /^(Copy|Salin)/ })
    .map((button) => button.getAttribute('aria-label'));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('QR payment screen', () => {
  it("with the business's QR: the payment's own QR, the payee it pays and its city, the amount and the reference", async () => {
    renderScreen({ body: qrFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Scan to Pay' });
    const image = await within(region).findByRole('img', { name: `DuitNow QR code to pay RM 150.00 with reference ${REFERENCE}` });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(region).getByTestId('qr-payee')).toHaveTextContent('KERETA SEWA RAKYAT SDN BHD');
    expect(within(region).getByTestId('qr-payee-city')).toHaveTextContent('KUALA LUMPUR');
    expect(region).toHaveTextContent('You are payingKERETA SEWA RAKYAT SDN BHD');
    expect(within(region).getByTestId('qr-amount')).toHaveTextContent('RM 150.00');
    expect(within(region).getByTestId('qr-reference')).toHaveTextContent(REFERENCE);
    expect(region).toHaveTextContent(`check that your app shows KERETA SEWA RAKYAT SDN BHD, RM 150.00 and the reference ${REFERENCE}`);
    // The account is there too, for a customer paying from the phone that shows the QR.
    const account = within(region).getByRole('region', { name: 'Or transfer to our account' });
    expect(account).toHaveTextContent('BankMaybank');
    expect(account).toHaveTextContent('Account number512345678901');
    expect(copyButtons(region)).toEqual([
      'Copy amount',
      'Copy payment reference',
      'Copy bank name',
      'Copy account name',
      'Copy account number',
    ]);
    expect(within(region).queryByRole('heading', { name: 'Pay by Bank Transfer' })).not.toBeInTheDocument();
  });

  it('without an uploaded QR: no QR at all, the bank transfer details each with a 44 px copy button that copies and says Copied', async () => {
    const { user } = renderScreen({ body: transferFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Pay by Bank Transfer' });
    await within(region).findByTestId('qr-reference');
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    expect(within(region).queryByTestId('qr-payee')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Transfer the amount to our bank account from your banking app, with the payment reference');
    const account = within(region).getByRole('region', { name: 'Transfer to' });
    expect(account).toHaveTextContent('BankMaybank');
    expect(account).toHaveTextContent('Account nameKereta Sewa Rakyat Sdn Bhd');
    expect(account).toHaveTextContent('Account number512345678901');
    expect(region).toHaveTextContent('Open your banking app and make a transfer (DuitNow Transfer or IBG) to the account above.');
    expect(region).toHaveTextContent('Pay exactly RM 150.00.');
    expect(region).toHaveTextContent(`Enter ${REFERENCE} as the payment reference or recipient reference.`);

    const copies: Array<[string, string]> = [
      ['Copy bank name', 'Maybank'],
      ['Copy account name', 'Kereta Sewa Rakyat Sdn Bhd'],
      ['Copy account number', '512345678901'],
      ['Copy amount', '150.00'],
      ['Copy payment reference', REFERENCE],
    ];
    expect(copyButtons(region).sort()).toEqual(copies.map(([label]) => label).sort());
    for (const [label, value] of copies) {
      const button = within(region).getByRole('button', { name: label });
      expect(button).toHaveStyle({ width: '44px', height: '44px' });
      await user.click(button);
      await expect(navigator.clipboard.readText()).resolves.toBe(value);
      expect(await screen.findByText(`${value} is on your clipboard.`)).toBeVisible();
    }
    expect(screen.getAllByText('Copied')[0]).toBeVisible();
  });

  it('says so when the browser will not copy', async () => {
    renderScreen({ body: transferFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Pay by Bank Transfer' });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    within(region).getByRole('button', { name: 'Copy account number' }).click();
    expect(await screen.findByText('Could not copy. Please copy it by hand.')).toBeVisible();
  });

  it("'Payment Done' records the payment with the screen's key, the same in either mode", async () => {
    const { calls, user, onPaid } = renderScreen({ body: transferFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Pay by Bank Transfer' });
    await within(region).findByTestId('qr-reference');
    await user.click(within(region).getByRole('button', { name: 'Payment Done' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(created));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers.get('idempotency-key')).toBe(KEY);
    expect(JSON.parse(post?.body ?? '{}')).toEqual(body);
  });

  it('speaks Bahasa Malaysia in both modes', async () => {
    await i18n.changeLanguage('ms');
    const { user } = renderScreen({ body: transferFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Bayar melalui Pindahan Bank' });
    await within(region).findByTestId('qr-reference');
    expect(within(region).getByRole('region', { name: 'Pindahkan ke' })).toHaveTextContent('Nombor akaun512345678901');
    expect(copyButtons(region).sort()).toEqual(
      ['Salin jumlah', 'Salin nama akaun', 'Salin nama bank', 'Salin nombor akaun', 'Salin rujukan pembayaran'].sort(),
    );
    await user.click(within(region).getByRole('button', { name: 'Salin rujukan pembayaran' }));
    expect(await screen.findByText('Disalin')).toBeVisible();
    expect(screen.getByText(`${REFERENCE} ada di papan keratan anda.`)).toBeVisible();
  });

  it('names the QR and its payee in Bahasa Malaysia', async () => {
    await i18n.changeLanguage('ms');
    renderScreen({ body: qrFor('150.00', REFERENCE) });
    const region = await screen.findByRole('region', { name: 'Imbas untuk Bayar' });
    expect(
      await within(region).findByRole('img', { name: `Kod QR DuitNow untuk membayar RM 150.00 dengan rujukan ${REFERENCE}` }),
    ).toBeVisible();
    expect(region).toHaveTextContent('Anda membayar kepadaKERETA SEWA RAKYAT SDN BHD');
    expect(within(region).getByRole('region', { name: 'Atau pindahkan ke akaun kami' })).toBeVisible();
  });
});
