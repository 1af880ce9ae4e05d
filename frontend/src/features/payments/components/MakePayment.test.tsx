import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { installFakeXhr } from '../../../test/fakeXhr';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { customer, image, page, paymentView, qrFor, rentals } from '../test/paymentFixtures';

const QR = 'GET /api/payments/qr';
const CREATE = 'POST /api/payments';
const created = paymentView({
  id: 31,
  amount: '150.00',
  transactionId: 'PAY-7QX2M9ABK4TD',
  rentalId: 12,
  rentalVehicle: 'Perodua Myvi 1.5 AV',
  rentalVehicleDisplayName: 'Perodua Myvi - WXY',
});

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return {
    'GET /api/rentals/mine': { body: page(rentals) },
    [QR]: { body: qrFor('150.00', 'PAY-7QX2M9ABK4TD') },
    [CREATE]: { status: 201, body: created },
    ...extra,
  };
}

const amountField = () => screen.getByRole('spinbutton', { name: /^Amount/ });
const purposeField = () => screen.getByRole('combobox', { name: /^Payment purpose/ });

async function fillForm(user: UserEvent, amount = '150', purpose = 'Rental Payment') {
  await user.type(amountField(), amount);
  await user.selectOptions(purposeField(), purpose);
}

async function openQr(user: UserEvent) {
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  const qrScreen = await screen.findByRole('region', { name: 'Scan to Pay' });
  // Payment Done is pressed once the server's reference is shown.
  await within(qrScreen).findByTestId('qr-reference');
  return qrScreen;
}

/** The Idempotency-Key each QR request was made with. */
function qrKeys(fetchMock: ReturnType<typeof mockFetch>['fetchMock']): Array<string | null> {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/payments/qr')
    .map((url) => url.searchParams.get('idempotencyKey'));
}

/** The Idempotency-Key of every POST fetch saw, including ones that never got an answer. */
function postKeys(fetchMock: ReturnType<typeof mockFetch>['fetchMock']): Array<string | null> {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === 'POST')
    .map((request) => request.headers.get('idempotency-key'));
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:proof-preview'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Make Payment: the form', () => {
  it("wants the amount and the purpose: 'Missing Information' toast and a message under each field", async () => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });

    expect(screen.getByRole('tab', { name: 'Make Payment' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Missing Information');
    expect(toast).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Please enter the amount')).toBeVisible();
    expect(screen.getByText('Please choose what the payment is for')).toBeVisible();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/payments/qr')).toBe(false);
  });

  it('says Missing Information when only the purpose is missing', async () => {
    mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });

    await user.type(amountField(), '150');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Please choose what the payment is for')).toBeVisible();
    expect(purposeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['0', 'The minimum amount is RM 0.01'],
    ['0.001', 'The amount can have at most 2 decimal places'],
  ])('refuses the amount %s', async (amount, message) => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });

    await fillForm(user, amount);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scan to Pay' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/payments/qr')).toBe(false);
  });

  it('is a number field of RM with step 0.01 and minimum 0.01; purposes and rentals are listed', async () => {
    mockFetch(routes());
    renderApp({ path: '/payment', session: customer });

    expect(amountField()).toHaveAttribute('step', '0.01');
    expect(amountField()).toHaveAttribute('min', '0.01');
    expect(amountField()).toHaveAttribute('inputmode', 'decimal');
    expect(
      within(purposeField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a purpose', 'Rental Deposit', 'Rental Payment', 'Fine Payment', 'Damage Compensation', 'Other']);
    const rental = await screen.findByRole('combobox', { name: 'For rental (optional)' });
    expect(
      within(rental)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not for a particular rental', 'Rental #12 · Perodua Myvi - WXY · 01/12/2026', 'Rental #9 · Honda City - PNG · 05/10/2026']);
  });

  it('has no rental list for a customer without rentals', async () => {
    const { calls } = mockFetch(routes({ 'GET /api/rentals/mine': { body: page([]) } }));
    renderApp({ path: '/payment', session: customer });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/rentals/mine')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'For rental (optional)' })).not.toBeInTheDocument();
  });

  it('asks for the rentals again each time the form opens, so a rental approved since is offered', async () => {
    const { calls } = mockFetch(routes({ 'GET /api/rentals/mine': [{ body: page([]) }, { body: page(rentals) }] }));
    const { user } = renderApp({ path: '/payment', session: customer });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/rentals/mine')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'For rental (optional)' })).not.toBeInTheDocument();

    // Staff approve the booking meanwhile; the customer comes back to the form from home.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('link', { name: /^Payment/ }));
    const rental = await screen.findByRole('combobox', { name: 'For rental (optional)' });
    expect(within(rental).getByRole('option', { name: 'Rental #12 · Perodua Myvi - WXY · 01/12/2026' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/rentals/mine')).toHaveLength(2);
  });

  it('offers DuitNow QR; Card and BillPlz are coming soon and cannot be chosen', () => {
    mockFetch(routes());
    renderApp({ path: '/payment', session: customer });

    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(within(group).getByRole('radio', { name: 'DuitNow QR' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'DuitNow QR' })).toBeEnabled();
    for (const method of ['Card', 'BillPlz']) {
      const radio = within(group).getByRole('radio', { name: method });
      expect(radio).toBeDisabled();
      expect(radio).not.toBeChecked();
      expect(radio).toHaveAccessibleDescription(/Coming soon/);
    }
    expect(within(group).getAllByText('Coming soon')).toHaveLength(2);
  });
});

describe('Make Payment: the QR screen', () => {
  it("shows the payment's QR, its payee, the bank, the amount and the server's reference; Payment Done posts with the QR's Idempotency-Key", async () => {
    // The QR's answer is held back until the screen has been looked at without it.
    let releaseQr = () => {};
    const held = new Promise<void>((resolve) => (releaseQr = resolve));
    const { calls, fetchMock } = mockFetch({ ...routes(), [QR]: { body: qrFor('150.00', 'PAY-7QX2M9ABK4TD'), held } });
    const { user } = renderApp({ path: '/payment', session: customer });
    await screen.findByRole('combobox', { name: 'For rental (optional)' });

    await fillForm(user);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'For rental (optional)' }),
      'Rental #12 · Perodua Myvi - WXY · 01/12/2026',
    );
    await user.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), '  December balance  ');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const qrScreen = await screen.findByRole('region', { name: 'Scan to Pay' });
    // Payment Done waits for the reference the server makes.
    expect(within(qrScreen).getByRole('button', { name: 'Payment Done' })).toBeDisabled();
    releaseQr();
    const reference = (await within(qrScreen).findByTestId('qr-reference')).textContent ?? '';
    expect(reference).toBe('PAY-7QX2M9ABK4TD');
    // The payee is the QR's own merchant name, which the banking app shows when scanning.
    expect(within(qrScreen).getByTestId('qr-payee')).toHaveTextContent('KERETA SEWA RAKYAT SDN BHD');
    expect(qrScreen).toHaveTextContent('You are payingKERETA SEWA RAKYAT SDN BHD');
    expect(within(qrScreen).getByTestId('qr-amount')).toHaveTextContent('RM 150.00');
    const qrImage = await within(qrScreen).findByRole('img', { name: `DuitNow QR code to pay RM 150.00 with reference ${reference}` });
    expect(qrImage).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(qrScreen).toHaveTextContent('BankMaybank');
    expect(qrScreen).toHaveTextContent('Account nameKereta Sewa Rakyat Sdn Bhd');
    expect(qrScreen).toHaveTextContent('Account number512345678901');
    expect(within(qrScreen).getByRole('button', { name: 'Copy account number' })).toBeVisible();
    expect(qrScreen).toHaveTextContent(`check that your app shows KERETA SEWA RAKYAT SDN BHD, RM 150.00 and the reference ${reference}`);

    const qrUrl = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/payments/qr');
    expect(qrUrl?.searchParams.get('amount')).toBe('150.00');
    const key = qrUrl?.searchParams.get('idempotencyKey') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(key).not.toBe(reference);
    expect(qrUrl?.searchParams.has('reference')).toBe(false);

    await user.click(within(qrScreen).getByRole('button', { name: 'Payment Done' }));

    expect(await screen.findByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/payments');
    expect(post?.headers.get('idempotency-key')).toBe(key);
    expect(post?.headers.get('authorization')).toBe('Bearer jwt-customer');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      amount: '150.00',
      paymentMethod: 'qr',
      paymentFor: 'rental-payment',
      notes: 'December balance',
      rentalId: 12,
    });
  });

  it('sends the same Idempotency-Key again after a network failure', async () => {
    const { fetchMock } = mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });
    const qrScreen = await openQr(user);
    await within(qrScreen).findByRole('img', { name: /DuitNow QR code/ });
    const [key] = qrKeys(fetchMock);

    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(within(qrScreen).getByRole('button', { name: 'Payment Done' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent('Network error');
    expect(screen.getByRole('region', { name: 'Scan to Pay' })).toBeVisible();

    // On a loaded machine the button may keep its 'Recording...' label for one more render.
    await user.click(await within(qrScreen).findByRole('button', { name: 'Payment Done' }));
    expect(await screen.findByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
    expect(postKeys(fetchMock)).toEqual([key, key]);
  });

  it("shows the server's refusal as 'Payment Failed'", async () => {
    mockFetch(
      routes({
        [CREATE]: {
          status: 400,
          body: {
            statusCode: 400,
            code: 'PAYMENT_METHOD_COMING_SOON',
            message: 'This payment method is coming soon',
            error: 'Bad Request',
          },
        },
      }),
    );
    const { user } = renderApp({ path: '/payment', session: customer });
    const qrScreen = await openQr(user);

    await user.click(within(qrScreen).getByRole('button', { name: 'Payment Done' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent('This payment method is coming soon');
  });

  it('Back keeps what was typed; coming back asks for a new reference with a new key', async () => {
    const { fetchMock } = mockFetch(
      routes({ [QR]: [{ body: qrFor('150.00', 'PAY-AAAAAAAAAAAA') }, { body: qrFor('150.00', 'PAY-BBBBBBBBBBBB') }] }),
    );
    const { user } = renderApp({ path: '/payment', session: customer });
    const qrScreen = await openQr(user);
    const first = (await within(qrScreen).findByTestId('qr-reference')).textContent;

    await user.click(within(qrScreen).getByRole('button', { name: 'Back' }));

    expect(amountField()).toHaveValue(150);
    expect(purposeField()).toHaveValue('rental-payment');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const again = await screen.findByRole('region', { name: 'Scan to Pay' });
    expect((await within(again).findByTestId('qr-reference')).textContent).not.toBe(first);
    const keys = qrKeys(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('Make Payment: the proof upload', () => {
  async function openProof(user: UserEvent) {
    const qrScreen = await openQr(user);
    await user.click(within(qrScreen).getByRole('button', { name: 'Payment Done' }));
    return screen.findByRole('region', { name: 'Upload Payment Proof' });
  }

  it("gives the proof file's messages for no file, a wrong type and a file over 10 MB", async () => {
    mockFetch(routes());
    const xhr = installFakeXhr();
    const { user } = renderApp({ path: '/payment', session: customer });
    const proof = await openProof(user);
    expect(proof).toHaveTextContent('Receipt RCP-2026-000031 · RM 150.00 · reference PAY-7QX2M9ABK4TD');

    await user.click(within(proof).getByRole('button', { name: 'Upload Proof' }));
    expect(within(proof).getByRole('alert')).toHaveTextContent('Please select a payment proof image to upload.');

    const input = within(proof).getByLabelText('Payment proof image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'bank-slip.pdf', { type: 'application/pdf' })] } });
    expect(within(proof).getByRole('alert')).toHaveTextContent('Invalid File Type: Please select a JPEG, PNG, or WebP image file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = image('camera.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(proof).getByRole('alert')).toHaveTextContent('File Too Large: Please select an image file smaller than 10MB.');

    await user.click(within(proof).getByRole('button', { name: 'Upload Proof' }));
    expect(within(proof).getByRole('alert')).toHaveTextContent('Please select a payment proof image to upload.');
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads with progress, says so, and starts a cleared form', async () => {
    mockFetch(routes());
    const xhr = installFakeXhr();
    const { user } = renderApp({ path: '/payment', session: customer });
    const proof = await openProof(user);

    await user.upload(within(proof).getByLabelText('Payment proof image'), image());
    expect(within(proof).getByRole('img', { name: 'Payment proof preview' })).toHaveAttribute('src', 'blob:proof-preview');
    expect(proof).toHaveTextContent('transfer.png');
    await user.click(within(proof).getByRole('button', { name: 'Upload Proof' }));

    const request = xhr.sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/payments/31/proof');
    expect(request.headers.authorization).toBe('Bearer jwt-customer');
    expect((request.form.get('paymentProof') as File).name).toBe('transfer.png');
    act(() => request.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

    act(() => request.respond(200, { ...created, proofUploaded: true }));

    expect(await screen.findByText('Payment Completed Successfully!')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    expect(amountField()).toHaveValue(null);
    expect(purposeField()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue('');
    expect(screen.getByText('Payment RCP-2026-000031 is with us. We will verify it shortly.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View Payment History' })).toBeVisible();
  });

  it("says 'Payment Proof Upload Failed' with the server's message, under the field too", async () => {
    mockFetch(routes());
    const xhr = installFakeXhr();
    const { user } = renderApp({ path: '/payment', session: customer });
    const proof = await openProof(user);
    await user.upload(within(proof).getByLabelText('Payment proof image'), image());
    await user.click(within(proof).getByRole('button', { name: 'Upload Proof' }));

    const message = 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.';
    act(() => xhr.sent[0].respond(400, { statusCode: 400, code: 'PROOF_TYPE_INVALID', message, error: 'Bad Request' }));

    expect(await screen.findByText('Payment Proof Upload Failed')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
    expect(within(proof).getByText(message)).toBeVisible();
  });

  it('Back returns to the same QR screen, and Payment Done there records no second payment', async () => {
    const { calls } = mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });
    const qrScreen = await openQr(user);
    const reference = within(qrScreen).getByTestId('qr-reference').textContent;
    await user.click(within(qrScreen).getByRole('button', { name: 'Payment Done' }));
    const proof = await screen.findByRole('region', { name: 'Upload Payment Proof' });

    await user.click(within(proof).getByRole('button', { name: 'Back' }));

    const back = await screen.findByRole('region', { name: 'Scan to Pay' });
    expect(await within(back).findByTestId('qr-reference')).toHaveTextContent(reference ?? '');
    await user.click(within(back).getByRole('button', { name: 'Payment Done' }));
    expect(await screen.findByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('Make Payment in Bahasa Malaysia', () => {
  it('translates the form, its messages and the methods', async () => {
    await act(() => i18n.changeLanguage('ms'));
    mockFetch(routes());
    const { user } = renderApp({ path: '/payment', session: customer });

    expect(screen.getByRole('tab', { name: 'Buat Pembayaran' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('spinbutton', { name: /^Jumlah/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Teruskan ke Pembayaran' }));

    expect(await screen.findByText('Jumlah minimum ialah RM 0.01')).toBeVisible();
    expect(screen.getByText('Sila pilih tujuan pembayaran')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Maklumat Tidak Lengkap');
    expect(screen.getByRole('radio', { name: 'Kad' })).toBeDisabled();
    expect(
      within(screen.getByRole('combobox', { name: /^Tujuan pembayaran/ })).getByRole('option', { name: 'Pampasan Kerosakan' }),
    ).toBeInTheDocument();
  });
});
