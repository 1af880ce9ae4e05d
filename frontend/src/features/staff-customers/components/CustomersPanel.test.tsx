import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { StaffCustomer } from '../api/types';

function customer(overrides: Partial<StaffCustomer> & Pick<StaffCustomer, 'id' | 'fullName'>): StaffCustomer {
  return {
    email: 'someone@example.com',
    phone: '012-345 6789',
    address: '23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor',
    icPassportNumber: '900101-14-5678',
    icPassportUrl: null,
    driversLicenseUrl: null,
    utilityBillUrl: null,
    socialMediaHandle: null,
    status: 'active',
    deletionRequestedAt: null,
    erasedAt: null,
    hasAcceptedTerms: false,
    loyaltyPoints: 0,
    tierName: 'Bronze',
    language: 'en',
    confirmedAt: '2026-03-01T02:00:00.000Z',
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

const AISYAH = customer({
  id: 1,
  fullName: 'Nur Aisyah binti Ahmad',
  email: 'aisyah@example.com',
  socialMediaHandle: '@aisyah.travels',
  loyaltyPoints: 1820,
  tierName: 'Gold',
});
const WEI_MING = customer({
  id: 2,
  fullName: 'Tan Wei Ming',
  email: 'weiming@example.com',
  phone: '016-228 9012',
  icPassportUrl: 'ic-2.jpg',
  driversLicenseUrl: 'dl-2.jpg',
  utilityBillUrl: 'bill-2.jpg',
});

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A small fake of the staff customer API: search filters by name, like the server's "contains". */
function fakeApi({ exportFails = false } = {}) {
  const seen: Seen[] = [];
  const customers = [AISYAH, WEI_MING];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = await request.text();
      seen.push({ method: request.method, url, authorization: request.headers.get('authorization'), body });
      if (request.method === 'GET' && url.pathname === '/api/staff/customers') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const items = customers.filter((item) => item.fullName.toLowerCase().includes(search));
        return json({ items, total: items.length, page: 1, limit: 20 });
      }
      const files = /^\/api\/customers\/(\d+)\/check-files$/.exec(url.pathname);
      if (files) {
        const exists = files[1] === '2';
        return json({ icPassport: { exists }, driversLicense: { exists }, utilityBill: { exists: false } });
      }
      if (url.pathname.startsWith('/api/staff/customer-files/')) {
        return new Response('jpeg bytes', { headers: { 'content-type': 'image/jpeg' } });
      }
      const status = /^\/api\/staff\/customers\/(\d+)\/status$/.exec(url.pathname);
      if (status && request.method === 'PATCH') {
        const target = customers.find((item) => item.id === Number(status[1]));
        return json({ ...target, ...JSON.parse(body) });
      }
      if (url.pathname === '/api/staff/customers/2/reupload-documents' && request.method === 'POST') {
        return json({ updatedDocuments: ['utilityBill'], customer: { ...WEI_MING, utilityBillUrl: 'bill-3.jpg' } });
      }
      if (url.pathname === '/api/staff/export/customers.xlsx') {
        if (exportFails) return json({ statusCode: 500, message: 'Internal server error' }, 500);
        return new Response('xlsx bytes', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="customers-2026-03-07.xlsx"',
          },
        });
      }
      return json({ statusCode: 404, message: 'Not Found' }, 404);
    }),
  );
  return {
    seen,
    searches: () => seen.filter((call) => call.url.pathname === '/api/staff/customers').map((call) => call.url.searchParams.get('search')),
  };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  // jsdom has no blob: URLs; the file links need them. Left defined: revocation runs 30 s later.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:document-1'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff Customers tab', () => {
  it('searches on the server once typing pauses, not on every key', async () => {
    const api = fakeApi();
    const { user } = await renderStaffTab('customers');
    expect(await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' })).toBeVisible();
    expect(cardOf('Tan Wei Ming')).toBeVisible();

    const search = screen.getByPlaceholderText('Search customers by name...');
    await user.type(search, 'wei');
    // Typed, but the pause has not passed yet: no search has been sent.
    expect(api.searches()).toEqual([null]);

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nur Aisyah binti Ahmad' })).not.toBeInTheDocument());
    expect(cardOf('Tan Wei Ming')).toBeVisible();
    expect(screen.getByText('1 customer found')).toBeVisible();
    expect(api.searches()).toEqual([null, 'wei']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No customers match "zzz"')).toBeVisible();
    expect(api.searches()).toEqual([null, 'wei', 'zzz']);
  });

  it("shows each customer's loyalty tier and points on the card, in both languages", async () => {
    fakeApi();
    await renderStaffTab('customers');
    const aisyah = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    expect(within(aisyah).getByText('Gold · 1,820 points')).toBeVisible();
    expect(aisyah).toHaveTextContent('Loyalty:Gold · 1,820 points');
    // A customer without points is in the lowest tier.
    expect(within(cardOf('Tan Wei Ming')).getByText('Bronze · 0 points')).toBeVisible();

    await act(() => i18n.changeLanguage('ms'));

    expect(await within(aisyah).findByText('Emas · 1,820 mata')).toBeVisible();
    expect(aisyah).toHaveTextContent('Kesetiaan:Emas · 1,820 mata');
  });

  it("disables View for a missing document and says 'No Document' to screen readers", async () => {
    fakeApi();
    await renderStaffTab('customers');
    const aisyah = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });

    for (const name of ['View IC/Passport', 'View Bill', 'View License']) {
      const button = within(aisyah).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('No Document');
    }

    // Wei Ming's bill has a stored name, but the file check says it is gone.
    const weiMing = cardOf('Tan Wei Ming');
    await waitFor(() => expect(within(weiMing).getByRole('button', { name: 'View Bill' })).toBeDisabled());
    expect(within(weiMing).getByRole('button', { name: 'View License' })).toBeEnabled();
    expect(within(weiMing).getByRole('button', { name: 'View License' })).not.toHaveAccessibleDescription('No Document');
  });

  it('opens a stored document in a new tab, fetched with the staff token', async () => {
    const api = fakeApi();
    const tab = { closed: false, location: { href: '' }, document: { title: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { user } = await renderStaffTab('customers');
    const card = await screen.findByRole('article', { name: 'Tan Wei Ming' });

    await user.click(within(card).getByRole('button', { name: 'View License' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:document-1'));
    expect(open).toHaveBeenCalledTimes(1);
    const fileCall = api.seen.find((call) => call.url.pathname === '/api/staff/customer-files/dl-2.jpg');
    expect(fileCall?.authorization).toBe('Bearer jwt-staff');
  });

  it('shows the file-status strip and the info dialog', async () => {
    fakeApi();
    const { user } = await renderStaffTab('customers');
    const weiMing = await screen.findByRole('article', { name: 'Tan Wei Ming' });
    const strip = within(weiMing).getByRole('group', { name: 'File status' });
    expect(await within(strip).findByText('IC/Passport: On file')).toBeVisible();
    expect(within(strip).getByText('License: On file')).toBeVisible();
    expect(within(strip).getByText('Bill: Missing')).toBeVisible();

    await user.click(within(cardOf('Nur Aisyah binti Ahmad')).getByRole('button', { name: 'View Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nur Aisyah binti Ahmad' });
    expect(dialog).toHaveTextContent('IC/Passport Number900101-14-5678');
    expect(dialog).toHaveTextContent('Address23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor');
    expect(dialog).toHaveTextContent('Social Media@aisyah.travels');
  });

  it('asks before blacklisting, then updates the status', async () => {
    const api = fakeApi();
    const { user } = await renderStaffTab('customers');
    const card = await screen.findByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    const toggle = within(card).getByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist this customer?' });
    expect(api.seen.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));

    expect(await screen.findByText('Status Updated')).toBeVisible();
    expect(screen.getByText('Nur Aisyah binti Ahmad is now blacklisted.')).toBeVisible();
    // Patched from the answer, without waiting for a refetch (the dialog is still fading out);
    // the switch's label follows the new state.
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Blacklisted' })).not.toBeChecked());
    expect(within(card).queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
    expect(within(card).getAllByText('Blacklisted')).toHaveLength(2);
    const patch = api.seen.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/staff/customers/1/status');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ status: 'blacklisted' });
  });

  it("refuses a re-upload without files: 'No Files Selected'", async () => {
    const api = fakeApi();
    const { user } = await renderStaffTab('customers');
    const card = await screen.findByRole('article', { name: 'Tan Wei Ming' });

    await user.click(within(card).getByRole('button', { name: 'Re-upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-upload Documents: Tan Wei Ming' });
    expect(within(dialog).getByLabelText('IC / Passport')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByLabelText("Driver's License")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Utility Bill')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload Documents' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('No Files Selected');
    expect(toast).toHaveTextContent('Please select at least one file to upload');
    expect(api.seen.some((call) => call.url.pathname.endsWith('/reupload-documents'))).toBe(false);
  });

  it('re-uploads the chosen document only', async () => {
    const api = fakeApi();
    const { user } = await renderStaffTab('customers');
    const card = await screen.findByRole('article', { name: 'Tan Wei Ming' });
    await user.click(within(card).getByRole('button', { name: 'Re-upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-upload Documents: Tan Wei Ming' });

    await user.upload(within(dialog).getByLabelText('Utility Bill'), new File(['bill'], 'bill.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Documents' }));

    expect(await screen.findByText('Documents Re-uploaded')).toBeVisible();
    expect(screen.getByText('Updated Bill for Tan Wei Ming.')).toBeVisible();
    const post = api.seen.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/staff/customers/2/reupload-documents');
    expect(post?.authorization).toBe('Bearer jwt-staff');
    // (jsdom's File loses its name on the way into Node's fetch; a browser keeps it.)
    expect(post?.body).toMatch(/name="utilityBill"; filename="[^"]+"\r\nContent-Type: image\/png/);
    expect(post?.body).not.toContain('name="icPassport"');
  });

  it("downloads the Excel export under the server's dated name", async () => {
    fakeApi();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await renderStaffTab('customers');
    await screen.findByRole('article', { name: 'Tan Wei Ming' });

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));

    expect(await screen.findByText('Export Successful!')).toBeVisible();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('customers-2026-03-07.xlsx');
    expect(clicked[0].href).toBe('blob:document-1');
  });

  it('speaks Bahasa Malaysia: cards, statuses, the re-upload dialog and its toast', async () => {
    fakeApi();
    const { user } = await renderStaffTab('customers');
    await screen.findByRole('article', { name: 'Tan Wei Ming' });

    await act(() => i18n.changeLanguage('ms'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pelanggan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eksport Excel' })).toBeEnabled();
    expect(screen.getByPlaceholderText('Cari pelanggan mengikut nama...')).toBeVisible();
    expect(screen.getByText('2 pelanggan')).toBeVisible();
    const card = cardOf('Tan Wei Ming');
    expect(within(card).getByRole('switch', { name: 'Aktif' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Lihat Lesen' })).toBeEnabled();
    expect(await within(card).findByText('Bil: Tiada')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Muat Naik Semula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muat Naik Semula Dokumen: Tan Wei Ming' });
    expect(within(dialog).getByLabelText('Bil Utiliti')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Muat Naik Dokumen' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Tiada Fail Dipilih');
    expect(toast).toHaveTextContent('Sila pilih sekurang-kurangnya satu fail untuk dimuat naik');
  });

  it("shows 'Export Failed' when the workbook cannot be made", async () => {
    fakeApi({ exportFails: true });
    const { user } = await renderStaffTab('customers');
    await screen.findByRole('article', { name: 'Tan Wei Ming' });

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Export Failed');
    expect(toast).toHaveTextContent('Unable to generate Excel file. Please try again.');
  });

  describe('deletion requests', () => {
    const pending = (holds: string[]) => ({
      id: 9,
      fullName: 'Lim Mei Ling',
      email: 'meiling@example.com',
      deletionRequestedAt: '2026-11-20T03:00:00.000Z',
      holds,
    });
    const list = { body: { items: [AISYAH], total: 1, page: 1, limit: 20 } };

    it('lists who asked, confirms the erasure in a dialog, and empties the list', async () => {
      const { calls } = mockFetch({
        'GET /api/staff/customers': list,
        'GET /api/staff/customers/deletion-requests': [{ body: [pending([])] }, { body: [] }],
        'POST /api/staff/customers/9/erase': { body: { id: 9, erasedAt: '2026-11-21T03:00:00.000Z' } },
      });
      const { user } = await renderStaffTab('customers');
      const requests = await screen.findByRole('region', { name: '1 customer asked to delete their account' });
      expect(requests).toHaveTextContent('#9 Lim Mei Ling');
      expect(requests).toHaveTextContent('Nothing to settle');
      await user.click(within(requests).getByRole('button', { name: 'Confirm the deletion of Lim Mei Ling' }));
      const dialog = screen.getByRole('dialog', { name: 'Erase Lim Mei Ling?' });
      expect(dialog).toHaveTextContent('This cannot be undone.');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Erase account' }));
      expect(await screen.findByText('Account Erased')).toBeVisible();
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/staff/customers/9/erase']);
      await waitFor(() => expect(screen.queryByRole('region', { name: /asked to delete/ })).not.toBeInTheDocument());
    });

    it('names what still holds an account and keeps Confirm off, in both languages', async () => {
      mockFetch({
        'GET /api/staff/customers': list,
        'GET /api/staff/customers/deletion-requests': { body: [pending(['rental_open', 'balance_owed'])] },
      });
      await renderStaffTab('customers');
      const requests = await screen.findByRole('region', { name: '1 customer asked to delete their account' });
      expect(requests).toHaveTextContent('A rental is not over');
      expect(requests).toHaveTextContent('A balance is owed');
      expect(within(requests).getByRole('button', { name: 'Confirm the deletion of Lim Mei Ling' })).toBeDisabled();

      await act(() => i18n.changeLanguage('ms'));
      const malay = await screen.findByRole('region', { name: '1 pelanggan meminta akaun dipadam' });
      expect(malay).toHaveTextContent('Ada sewaan yang belum selesai');
      expect(within(malay).getByRole('button', { name: 'Sahkan pemadaman Lim Mei Ling' })).toBeDisabled();
      await act(() => i18n.changeLanguage('en'));
    });
  });
});
