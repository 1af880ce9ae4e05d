import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import { rentalPage, staffRental } from '../test/rentalFactory';

const LIST = 'GET /api/staff/rentals';

const jsonBody = (calls: RecordedCall[], method: string, path: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method && recorded.path === path);
  return call?.body ? JSON.parse(call.body) : undefined;
};

/** Anchors the download helper clicked, instead of the browser saving files. */
function captureDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

beforeAll(async () => {
  await import('../index');
});

beforeEach(() => {
  // jsdom has no blob: URLs; previews and downloads need them.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:file-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rental statuses on the Rentals tab', () => {
  it("links an awaiting_agreement rental's 'Complete Agreement' to its wizard; sharing waits for the agreement", async () => {
    mockFetch({ [LIST]: { body: rentalPage([staffRental({ id: 30, status: 'awaiting_agreement' })]) } });
    await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #30' });

    expect(within(card).getByRole('link', { name: 'Complete Agreement' })).toHaveAttribute('href', '/staff/rentals/30/complete');
    expect(within(card).queryByRole('button', { name: 'Download Agreement' })).not.toBeInTheDocument();
    const email = within(card).getByRole('button', { name: 'Send Email' });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('E-mail and WhatsApp sharing open once the agreement is completed.');
    expect(within(card).getByRole('button', { name: 'Send WhatsApp' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(card).queryByRole('region', { name: 'Ready for Key Handover' })).not.toBeInTheDocument();
  });

  it('asks for the key handover image before Complete Handover, then uploads it and the rental turns active', async () => {
    const { calls } = mockFetch({
      [LIST]: [
        { body: rentalPage([staffRental({ id: 31, status: 'approved', agreementReady: true })]) },
        { body: rentalPage([staffRental({ id: 31, status: 'active', agreementReady: true, handedOverAt: '2026-11-01T01:30:00.000Z' })]) },
      ],
      'PATCH /api/staff/rentals/31/key-handover': { body: staffRental({ id: 31, status: 'active', agreementReady: true }) },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    const handover = within(card).getByRole('region', { name: 'Ready for Key Handover' });
    expect(within(card).queryByRole('button', { name: 'Mark Returned' })).not.toBeInTheDocument();

    await user.click(within(handover).getByRole('button', { name: 'Complete Handover' }));
    expect(within(handover).getByText('Please choose an image file of the key handover')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    const input = within(handover).getByLabelText('Key handover photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File(['jpeg bytes'], 'keys.jpg', { type: 'image/jpeg' }));
    expect(within(handover).getByText('keys.jpg')).toBeVisible();
    expect(within(handover).queryByText('Please choose an image file of the key handover')).not.toBeInTheDocument();
    await user.click(within(handover).getByRole('button', { name: 'Complete Handover' }));

    expect(await screen.findByText('Key Handover Completed!')).toBeVisible();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/staff/rentals/31/key-handover');
    expect(patch?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File loses its name inside Node's FormData; the field and its type are what count.
    expect(patch?.body).toMatch(/name="keyHandoverPhoto"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Active'));
    expect(refreshed).toHaveTextContent('Keys handed over01/11/2026');
    expect(within(refreshed).queryByRole('region', { name: 'Ready for Key Handover' })).not.toBeInTheDocument();
  });

  it('asks no second photo when the wizard photographed the keys: the server reuses it, and Hand Over Anyway still wants a reason', async () => {
    const unpaid = staffRental({
      id: 31,
      status: 'approved',
      agreementReady: true,
      keyHandoverPhotoCaptured: true,
      handoverShortfall: 'BALANCE_DUE',
    });
    const { calls } = mockFetch({
      [LIST]: [{ body: rentalPage([unpaid]) }, { body: rentalPage([staffRental({ id: 31, status: 'active', agreementReady: true })]) }],
      'PATCH /api/staff/rentals/31/key-handover': { body: staffRental({ id: 31, status: 'active', agreementReady: true }) },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    const handover = within(card).getByRole('region', { name: 'Ready for Key Handover' });
    expect(within(handover).getByText('The key photo from the agreement is used: no new photo needed.')).toBeVisible();
    expect(within(handover).queryByLabelText('Key handover photo')).not.toBeInTheDocument();

    await user.click(within(handover).getByRole('button', { name: 'Hand Over Anyway' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(handover).getByRole('textbox', { name: /Reason to hand over before payment/ }), 'Pays tonight');
    await user.click(within(handover).getByRole('button', { name: 'Hand Over Anyway' }));

    expect(await screen.findByText('Key Handover Completed!')).toBeVisible();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/staff/rentals/31/key-handover');
    expect(JSON.parse(patch?.body ?? '')).toEqual({ overrideReason: 'Pays tonight' });
  });

  it('shows what is owed and, when the business requires payment first, hands over only with a reason', async () => {
    const unpaid = staffRental({ id: 31, status: 'approved', agreementReady: true, handoverShortfall: 'BALANCE_DUE' });
    const { calls } = mockFetch({
      [LIST]: [
        { body: rentalPage([unpaid]) },
        {
          body: rentalPage([
            staffRental({
              id: 31,
              status: 'active',
              agreementReady: true,
              handoverOverrideReason: 'Regular customer, pays tonight',
              handoverOverriddenBy: 'staff',
            }),
          ]),
        },
      ],
      'PATCH /api/staff/rentals/31/key-handover': { body: staffRental({ id: 31, status: 'active', agreementReady: true }) },
    });
    const { user } = await renderStaffTab('rentals');
    const handover = within(await screen.findByRole('article', { name: 'Rental #31' })).getByRole('region', {
      name: 'Ready for Key Handover',
    });
    expect(handover).toHaveTextContent('Balance due RM 560.00 · Deposit paid RM 0.00 of RM 200.00');
    expect(handover).toHaveTextContent('The business asks for everything to be paid before the keys go out: RM 560.00 is still due.');
    await user.upload(within(handover).getByLabelText('Key handover photo'), new File(['jpeg bytes'], 'keys.jpg', { type: 'image/jpeg' }));
    await user.click(within(handover).getByRole('button', { name: 'Hand Over Anyway' }));
    expect(within(handover).getByText('Please give a reason to hand over the keys before payment')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(
      within(handover).getByRole('textbox', { name: /Reason to hand over before payment/ }),
      'Regular customer, pays tonight',
    );
    await user.click(within(handover).getByRole('button', { name: 'Hand Over Anyway' }));
    expect(await screen.findByText('Key Handover Completed!')).toBeVisible();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatch(/name="overrideReason"\r\n\r\nRegular customer, pays tonight\r\n/);
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Handed over before payment by staff: Regular customer, pays tonight'));
  });

  it("shows 'Upload Failed' with the server's message when the handover is refused", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, status: 'approved' })]) },
      'PATCH /api/staff/rentals/31/key-handover': {
        status: 400,
        body: { statusCode: 400, message: 'The file is not a JPEG, PNG or WebP image', error: 'Bad Request' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const handover = within(await screen.findByRole('article', { name: 'Rental #31' })).getByRole('region', {
      name: 'Ready for Key Handover',
    });

    await user.upload(within(handover).getByLabelText('Key handover photo'), new File(['x'], 'keys.png', { type: 'image/png' }));
    await user.click(within(handover).getByRole('button', { name: 'Complete Handover' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Upload Failed');
    expect(toast).toHaveTextContent('The file is not a JPEG, PNG or WebP image');
  });

  it('shows the requested end date and reason, and approves the extension after confirming the new date', async () => {
    const requested = staffRental({
      id: 31,
      status: 'extension-requested',
      extensionRequestedUntil: '2026-11-07',
      extensionReason: 'My trip was extended by three days',
    });
    const { calls } = mockFetch({
      [LIST]: [
        { body: rentalPage([requested]) },
        { body: rentalPage([staffRental({ id: 31, endDate: '2026-11-07', totalDays: 6, grandTotal: '920.00' })]) },
      ],
      'PATCH /api/staff/rentals/31/extension/approve': {
        body: staffRental({ id: 31, endDate: '2026-11-07', totalDays: 6, grandTotal: '920.00' }),
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });
    expect(card).toHaveTextContent('Extension requested until 07/11/2026');
    expect(card).toHaveTextContent('Reason: My trip was extended by three days');
    expect(within(card).getByRole('button', { name: 'Mark Returned' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Approve Extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Extension' });
    expect(dialog).toHaveTextContent(
      'Extend rental #31 (Perodua Myvi - WXY for Nur Aisyah binti Ahmad) from 04/11/2026 to 07/11/2026? The extra days are charged at RM 120.00 a day and the total is re-priced.',
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve Extension' }));

    expect(await screen.findByText('Extension Approved!')).toBeVisible();
    expect(screen.getByText('Rental #31 now ends on 07/11/2026. New grand total: RM 920.00.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/api/staff/rentals/31/extension/approve');
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('End Date07/11/2026'));
    expect(within(refreshed).queryByRole('button', { name: 'Approve Extension' })).not.toBeInTheDocument();
  });

  it("shows 'Extension Failed' with the server's message when the car is taken", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, status: 'extension-requested', extensionRequestedUntil: '2026-11-07' })]) },
      'PATCH /api/staff/rentals/31/extension/approve': {
        status: 409,
        body: { statusCode: 409, message: 'The vehicle is already booked for the extended dates', error: 'Conflict' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Approve Extension' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve Extension' })).getByRole('button', { name: 'Approve Extension' }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Extension Failed');
    expect(toast).toHaveTextContent('The vehicle is already booked for the extended dates');
  });

  it('declines the extension with a required reason', async () => {
    const { calls } = mockFetch({
      [LIST]: [
        { body: rentalPage([staffRental({ id: 31, status: 'extension-requested', extensionRequestedUntil: '2026-11-07' })]) },
        { body: rentalPage([staffRental({ id: 31, extensionDeclineReason: 'Booked by another customer' })]) },
      ],
      'PATCH /api/staff/rentals/31/extension/decline': {
        body: staffRental({ id: 31, extensionDeclineReason: 'Booked by another customer' }),
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Decline Extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Extension' });
    expect(dialog).toHaveTextContent('until 07/11/2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Extension' }));
    expect(await within(dialog).findByText('Please give a reason for declining')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for declining/ }), ' Booked by another customer ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Extension' }));

    expect(await screen.findByText('Extension Declined')).toBeVisible();
    expect(jsonBody(calls, 'PATCH', '/api/staff/rentals/31/extension/decline')).toEqual({ reason: 'Booked by another customer' });
    const refreshed = await screen.findByRole('article', { name: 'Rental #31' });
    await waitFor(() => expect(refreshed).toHaveTextContent('Extension declinedBooked by another customer'));
  });
});

describe("a rental's agreement", () => {
  it('offers Download Agreement only once the agreement exists, and saves it as agreement-<id>.pdf', async () => {
    mockFetch({
      [LIST]: {
        body: rentalPage([staffRental({ id: 31, status: 'completed', agreementReady: true }), staffRental({ id: 30 })]),
      },
      'GET /api/rentals/31/download-agreement': { body: '%PDF-1.7' },
    });
    const clicked = captureDownloads();
    const { user } = await renderStaffTab('rentals');
    const ready = await screen.findByRole('article', { name: 'Rental #31' });
    expect(within(screen.getByRole('article', { name: 'Rental #30' })).queryByRole('button', { name: 'Download Agreement' })).toBeNull();

    await user.click(within(ready).getByRole('button', { name: 'Download Agreement' }));

    expect(await screen.findByText('Download Complete')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['agreement-31.pdf']);
  });

  it("shows 'Download Error' when the agreement cannot be fetched", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, status: 'completed', agreementReady: true })]) },
      'GET /api/rentals/31/download-agreement': {
        status: 404,
        body: { statusCode: 404, message: 'The agreement is not ready yet', error: 'Not Found' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Download Agreement' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Download Error');
    expect(toast).toHaveTextContent('Failed to download PDF agreement');
  });

  it("e-mails the agreement with the server's message, and shows 'Email Failed' when refused", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, agreementReady: true })]) },
      'POST /api/rentals/31/send-email': [
        { body: { success: true, recipient: 'aisyah@example.com', message: 'The agreement was sent to aisyah@example.com' } },
        { status: 503, body: { statusCode: 503, message: 'The mail server is not answering', error: 'Service Unavailable' } },
      ],
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email Sent')).toBeVisible();
    expect(screen.getByText('The agreement was sent to aisyah@example.com')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('The mail server is not answering');
  });

  it('opens the WhatsApp link the server builds in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, agreementReady: true })]) },
      'POST /api/rentals/31/send-whatsapp': {
        body: {
          success: true,
          whatsappUrl: 'https://wa.me/60123456789?text=Your%20agreement',
          recipient: '+60123456789',
          message: 'WhatsApp link ready',
        },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Send WhatsApp' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('https://wa.me/60123456789?text=Your%20agreement', '_blank', 'noopener'));
    expect(calls.filter((call) => call.path === '/api/rentals/31/send-whatsapp').map((call) => call.method)).toEqual(['POST']);
    expect(await screen.findByText('WhatsApp Opened')).toBeVisible();
  });

  it("shows 'WhatsApp Failed' with the server's message and opens nothing", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, agreementReady: true })]) },
      'POST /api/rentals/31/send-whatsapp': {
        status: 400,
        body: { statusCode: 400, message: 'The customer has no phone number WhatsApp can use', error: 'Bad Request' },
      },
    });
    const { user } = await renderStaffTab('rentals');
    const card = await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(within(card).getByRole('button', { name: 'Send WhatsApp' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('WhatsApp Failed');
    expect(toast).toHaveTextContent('The customer has no phone number WhatsApp can use');
    expect(open).not.toHaveBeenCalled();
  });
});

describe("the tab's Download PDF", () => {
  it('downloads the list as filtered, as rentals-<filter>.pdf', async () => {
    const { fetchMock } = mockFetch({
      [LIST]: { body: rentalPage([staffRental({ id: 31, status: 'completed' })]) },
      'GET /api/staff/rentals/download': { body: '%PDF-1.7' },
    });
    const clicked = captureDownloads();
    const { user } = await renderStaffTab('rentals&filter=7days&status=completed');
    await screen.findByRole('article', { name: 'Rental #31' });

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByText('Download Complete')).toBeVisible();
    expect(screen.getByText('Saved as rentals-7days.pdf.')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['rentals-7days.pdf']);
    const urls = fetchMock.mock.calls.map(([input]) => new URL(new Request(input as RequestInfo).url));
    const download = urls.find((url) => url.pathname === '/api/staff/rentals/download');
    expect(download?.search).toBe('?filter=7days&status=completed');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it("shows 'Download Failed' when the records cannot be fetched", async () => {
    mockFetch({
      [LIST]: { body: rentalPage([]) },
      'GET /api/staff/rentals/download': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    const { user } = await renderStaffTab('rentals');
    await screen.findByText('No rentals found');

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Download Failed');
    expect(toast).toHaveTextContent('Failed to download rental records');
  });
});

describe('in Bahasa Malaysia', () => {
  it('names the handover, the extension decisions and the sharing buttons', async () => {
    mockFetch({
      [LIST]: {
        body: rentalPage([
          staffRental({ id: 32, status: 'approved' }),
          staffRental({ id: 31, status: 'extension-requested', extensionRequestedUntil: '2026-11-07', agreementReady: true }),
        ]),
      },
    });
    const { user } = await renderStaffTab('rentals');
    await screen.findByRole('article', { name: 'Rental #31' });
    await act(() => i18n.changeLanguage('ms'));

    const approved = await screen.findByRole('article', { name: 'Sewaan #32' });
    const handover = within(approved).getByRole('region', { name: 'Sedia untuk Penyerahan Kunci' });
    await user.click(within(handover).getByRole('button', { name: 'Selesaikan Penyerahan' }));
    expect(within(handover).getByText('Sila pilih fail imej penyerahan kunci')).toBeVisible();

    const extending = screen.getByRole('article', { name: 'Sewaan #31' });
    expect(extending).toHaveTextContent('Lanjutan diminta sehingga 07/11/2026');
    expect(within(extending).getByRole('button', { name: 'Luluskan Lanjutan' })).toBeEnabled();
    expect(within(extending).getByRole('button', { name: 'Muat Turun Perjanjian' })).toBeEnabled();
    expect(within(extending).getByRole('button', { name: 'Hantar WhatsApp' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Muat Turun PDF' })).toBeVisible();
  });
});
