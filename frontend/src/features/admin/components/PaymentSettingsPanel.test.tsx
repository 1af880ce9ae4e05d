import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const SETTINGS = 'GET /api/admin/settings/payment';
const QR = 'GET /api/settings/payment-qr';
const NO_QR = { status: 404, body: { statusCode: 404, message: 'No payment QR image has been uploaded', error: 'Not Found' } };

const settings = (overrides: object = {}) => ({
  body: {
    bankName: 'Maybank',
    bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
    bankAccountNumber: '5140 1234 5678',
    qrUploaded: false,
    qrUpdatedAt: null,
    qrDynamic: false,
    qrPayeeName: null,
    qrMerchantCity: null,
    adminEmail: 'owner@kedai-kereta.my',
    ...overrides,
  },
});

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return { [SETTINGS]: settings(), [QR]: NO_QR, ...extra };
}

/** What the server sends with each refusal: its English text (the browser shows its own Malay by the code). */
const ENGLISH: Record<string, string> = {
  PAYMENT_QR_UNREADABLE: 'No QR code could be read in this image. Please upload a sharp, uncropped image of your DuitNow QR code.',
  PAYMENT_QR_NOT_PAYMENT:
    "This QR code is not a payment QR code. Please upload the DuitNow QR code your bank issued for the business's account.",
};

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT' || call.method === 'DELETE');

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:qr-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('admin panel: Payment Settings', () => {
  it('changes the bank details only after the admin confirms the new account', async () => {
    const saved = { bankName: 'CIMB Bank', bankAccountName: 'Syarikat Sewa Kereta Ahmad', bankAccountNumber: '8001-2233-4455' };
    const { calls } = mockFetch(routes({ 'PUT /api/admin/settings/payment': settings(saved) }));
    const { user } = renderApp({ path: '/admin?tab=payments', session: ADMIN });

    expect(await screen.findByText(/e-mailed to owner@kedai-kereta\.my/, {}, { timeout: 5000 })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /Account name \(payee\)/ });
    expect(name).toHaveValue('Kereta Sewa Rental Sdn Bhd');
    await user.clear(screen.getByRole('textbox', { name: /Bank name/ }));
    await user.type(screen.getByRole('textbox', { name: /Bank name/ }), saved.bankName);
    await user.clear(name);
    await user.type(name, saved.bankAccountName);
    await user.clear(screen.getByRole('textbox', { name: /Account number/ }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    expect(await screen.findByText('Please enter the account number: 6 to 20 digits, spaces or dashes allowed')).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Account number/ }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), saved.bankAccountNumber);
    await user.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change where customers pay?' });
    expect(dialog).toHaveTextContent('CIMB Bank · Syarikat Sewa Kereta Ahmad · 8001-2233-4455');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bank Details Saved')).toBeVisible();
    const [put] = writes(calls);
    expect(put.path).toBe('/api/admin/settings/payment');
    expect(put.headers.get('authorization')).toBe('Bearer jwt-admin');
    expect(JSON.parse(put.body)).toEqual(saved);
  });

  it('shows a chosen QR image first and uploads it only when confirmed, then names the payee it was read as; removing asks too', async () => {
    const read = {
      qrUploaded: true,
      qrUpdatedAt: '2026-11-26T08:30:00.000Z',
      qrDynamic: true,
      qrPayeeName: 'KERETA SEWA RENTAL',
      qrMerchantCity: 'KUALA LUMPUR',
    };
    const { calls } = mockFetch(
      routes({
        [SETTINGS]: [settings(), settings(read), settings()],
        [QR]: [NO_QR, { body: 'png-bytes' }, NO_QR],
        'PUT /api/admin/settings/payment-qr': { body: { uploaded: true, payeeName: 'KERETA SEWA RENTAL', merchantCity: 'KUALA LUMPUR' } },
        'DELETE /api/admin/settings/payment-qr': { body: { success: true } },
      }),
    );
    const { user } = renderApp({ path: '/admin?tab=payments', session: ADMIN });
    expect(
      await screen.findByText('No QR image uploaded: customers see the bank details to transfer to.', {}, { timeout: 5000 }),
    ).toBeVisible();

    await user.upload(screen.getByLabelText('Upload QR Image'), new File(['png-bytes'], 'duitnow.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use this QR code?' });
    expect(dialog).toHaveTextContent('it must show Kereta Sewa Rental Sdn Bhd');
    expect(within(dialog).getByRole('img', { name: 'The QR code you chose' })).toBeVisible();
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Use This QR Code' }));

    expect(await screen.findByText('QR Code Updated')).toBeVisible();
    expect(screen.getByText('Customers now get a QR for each payment that pays KERETA SEWA RENTAL.')).toBeVisible();
    expect(await screen.findByTestId('qr-reading')).toHaveTextContent(
      'Customers get a QR for each payment, with its amount and reference, that pays KERETA SEWA RENTAL, KUALA LUMPUR.',
    );
    const [upload] = writes(calls);
    expect(upload.path).toBe('/api/admin/settings/payment-qr');
    expect(upload.body).toContain('name="qrImage"');
    expect(await screen.findByRole('img', { name: 'Current payment QR code' })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Remove QR Image' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove the payment QR code?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('QR Code Removed')).toBeVisible();
    expect(screen.getByText('Customers now see the bank details to transfer to.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('qr-reading')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => call.method)).toEqual(['PUT', 'DELETE']);
  });

  it('asks for a QR uploaded before QR codes were read to be uploaded again', async () => {
    mockFetch(routes({ [SETTINGS]: settings({ qrUploaded: true, qrUpdatedAt: '2026-11-20T08:30:00.000Z' }), [QR]: { body: 'png-bytes' } }));
    renderApp({ path: '/admin?tab=payments', session: ADMIN });
    expect(await screen.findByTestId('qr-reading', {}, { timeout: 5000 })).toHaveTextContent(
      'This QR image was uploaded before QR codes were read, so customers see the bank details instead. Upload it again',
    );
  });

  it.each([
    [
      'en',
      'PAYMENT_QR_UNREADABLE',
      'No QR code could be read in this image. Please upload a sharp, uncropped image of your DuitNow QR code.',
      'Upload Failed',
    ],
    [
      'ms',
      'PAYMENT_QR_NOT_PAYMENT',
      'Kod QR ini bukan kod QR pembayaran. Sila muat naik kod QR DuitNow yang dikeluarkan oleh bank anda untuk akaun perniagaan.',
      'Muat Naik Gagal',
    ],
  ])('in %s, says why the server refused the QR (%s) and keeps the one customers see', async (language, code, text, title) => {
    const { calls } = mockFetch(
      routes({
        'PUT /api/admin/settings/payment-qr': {
          status: 400,
          body: { statusCode: 400, code, message: ENGLISH[code], error: 'Bad Request' },
        },
      }),
    );
    await i18n.changeLanguage(language);
    const { user } = renderApp({ path: '/admin?tab=payments', session: ADMIN });
    const label = language === 'en' ? 'Upload QR Image' : 'Muat Naik Imej QR';
    await user.upload(
      await screen.findByLabelText(label, {}, { timeout: 5000 }),
      new File(['png-bytes'], 'photo.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(text);
    expect(writes(calls)).toHaveLength(1);
    expect(screen.queryByTestId('qr-reading')).not.toBeInTheDocument();
  });

  it("names a refused image with the server's message and keeps the QR", async () => {
    mockFetch(
      routes({
        'PUT /api/admin/settings/payment-qr': {
          status: 400,
          body: { statusCode: 400, message: 'Invalid File Type: Please select a JPEG, PNG, or WebP image file.', error: 'Bad Request' },
        },
      }),
    );
    const { user } = renderApp({ path: '/admin?tab=payments', session: ADMIN });
    const input = await screen.findByLabelText('Upload QR Image', {}, { timeout: 5000 });
    // Past the picker's accept filter, as a drag-and-drop or another browser would send it.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'qr.pdf', { type: 'application/pdf' })] } });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use This QR Code' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Upload Failed');
    expect(toast).toHaveTextContent('Invalid File Type: Please select a JPEG, PNG, or WebP image file.');
  });

  it('speaks Bahasa Malaysia, and warns when no admin e-mail is set', async () => {
    mockFetch(routes({ [SETTINGS]: settings({ adminEmail: null }) }));
    await i18n.changeLanguage('ms');
    renderApp({ path: '/admin?tab=payments', session: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Butiran bank untuk bayaran pelanggan' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/Tetapkan ADMIN_EMAIL pada pelayan/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Simpan Butiran Bank' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Muat Naik Imej QR')).toBeInTheDocument());
  });
});
