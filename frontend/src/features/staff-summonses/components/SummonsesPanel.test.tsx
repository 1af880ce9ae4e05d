import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { RoadCharge } from '../api/types';

const LIST = 'GET /api/staff/road-charges';

function charge(overrides: Partial<RoadCharge> & Pick<RoadCharge, 'id'>): RoadCharge {
  return {
    kind: 'summons',
    vehicleId: 5,
    vehicle: 'Perodua Myvi - WXY 1234',
    plate: 'WXY1234',
    occurredAt: '2026-11-20T06:35:00.000Z',
    place: 'Jalan Tun Razak, KM 3.2',
    issuer: 'aes_awas',
    noticeNumber: 'AES123456',
    amount: '150.00',
    adminFee: '50.00',
    hasPhoto: true,
    rentalId: 31,
    customerName: 'Nur Aisyah',
    status: 'charged',
    statusReason: null,
    actions: ['mark_paid', 'dispute', 'write_off'],
    createdAt: '2026-11-26T03:00:00.000Z',
    ...overrides,
  };
}

const page = (items: RoadCharge[]): MockResponse => ({ body: { items, total: items.length, page: 1, limit: 10 } });
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const FLEET: MockResponse = {
  body: {
    items: [
      {
        id: 5,
        name: 'Myvi',
        displayName: 'Perodua Myvi - WXY 1234',
        make: 'Perodua',
        model: 'Myvi',
        plateIdentifier: 'WXY 1234',
        category: 'Compact',
        color: null,
        photoUrl: null,
        mileageLimit: 0,
        dailyRate: '120.00',
        deposit: '200.00',
        isActive: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    limit: 100,
  },
};

/** A 390 px phone: every max-width media query matches (the theme's `down('sm')`). */
function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeAll(async () => {
  await import('../index');
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('staff Summonses tab', () => {
  it('shows loading, then the empty list; a failed load offers a retry', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({ [LIST]: [{ ...page([]), held, status: 500, body: { statusCode: 500, message: 'Internal server error' } }, page([])] });
    const { user } = await renderStaffTab('summonses');
    expect(await screen.findByRole('heading', { name: 'Summonses and Tolls' })).toBeVisible();
    expect(await screen.findByLabelText('Loading summonses and tolls…')).toHaveAttribute('aria-busy', 'true');
    release();
    const retry = await screen.findByRole('button', { name: /Try Again|Retry/ });
    await user.click(retry);
    expect(await screen.findByText('No summonses or tolls')).toBeVisible();
  });

  it('lists each one with its state and renter, filters by state, and asks for a reason before writing off', async () => {
    const charged = charge({ id: 7 });
    const loose = charge({
      id: 8,
      kind: 'toll',
      issuer: null,
      noticeNumber: null,
      adminFee: '0.00',
      amount: '2.30',
      rentalId: null,
      customerName: null,
      status: 'unmatched',
      actions: ['assign', 'write_off'],
      place: 'PLAZA TOL SG BESI',
    });
    const { calls } = mockFetch({
      [LIST]: [page([charged, loose]), page([loose]), page([charged, loose])],
      'POST /api/staff/road-charges/7/write-off': { body: { ...charged, status: 'written_off', statusReason: 'Not ours', actions: [] } },
    });
    const { user } = await renderStaffTab('summonses');
    const card = await screen.findByRole('article', { name: 'Summons RM 150.00 · Perodua Myvi - WXY 1234' });
    expect(card).toHaveTextContent('Charged');
    expect(card).toHaveTextContent('#31 · Nur Aisyah');
    expect(card).toHaveTextContent('AES / AwAS camera');
    expect(card).toHaveTextContent('Admin feeRM 50.00');
    const toll = screen.getByRole('article', { name: 'Toll RM 2.30 · Perodua Myvi - WXY 1234' });
    expect(toll).toHaveTextContent('No rental had the car then');
    expect(within(toll).getByRole('button', { name: 'Assign to Rental' })).toBeEnabled();
    expect(screen.getByText('2 summonses and tolls')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('State'), 'unmatched');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/staff/road-charges' && call.body === '')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Summons RM 150.00/ })).toBeNull());
    await user.selectOptions(screen.getByLabelText('State'), 'all');
    const again = await screen.findByRole('article', { name: 'Summons RM 150.00 · Perodua Myvi - WXY 1234' });

    await user.click(within(again).getByRole('button', { name: 'Write Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write Off?' });
    expect(dialog).toHaveTextContent("Its charges on the rental's account are reversed");
    await user.click(within(dialog).getByRole('button', { name: 'Write Off' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(within(again).getByRole('button', { name: 'Write Off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Write Off?' });
    await user.type(within(confirm).getByRole('textbox', { name: /Reason/ }), 'Not ours');
    await user.click(within(confirm).getByRole('button', { name: 'Write Off' }));
    expect(await screen.findByText("Written off; the rental's charges are reversed")).toBeVisible();
    const [sent] = writes(calls);
    expect(sent.path).toBe('/api/staff/road-charges/7/write-off');
    expect(JSON.parse(sent.body)).toEqual({ reason: 'Not ours' });
  });

  it('records a summons: checks the fields first, then sends them with the photo', async () => {
    const { calls } = mockFetch({
      [LIST]: page([]),
      'POST /api/staff/road-charges/summonses': { status: 201, body: charge({ id: 9, status: 'paid', actions: ['dispute', 'write_off'] }) },
    });
    const { user } = await renderStaffTab('summonses');
    await screen.findByText('No summonses or tolls');
    await user.click(screen.getByRole('button', { name: 'Record Summons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Summons' });
    await user.click(within(dialog).getByRole('button', { name: 'Record Summons' }));
    expect(await within(dialog).findByText('Please give the plate number')).toBeVisible();
    expect(within(dialog).getByText('Please give an amount from RM 0.01 to RM 10,000.00, such as 150.00')).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Plate number/), 'WXY 1234');
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/^Time/), '14:35');
    await user.type(within(dialog).getByLabelText(/^Place/), 'Jalan Tun Razak');
    await user.selectOptions(within(dialog).getByLabelText('Issued by'), 'jpj');
    await user.type(within(dialog).getByLabelText(/Notice number/), 'JPJ-778899');
    await user.type(within(dialog).getByLabelText(/Amount/), '150');
    await user.upload(within(dialog).getByLabelText('Add Photo of Notice'), new File(['jpeg'], 'notice.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record Summons' }));

    expect(await screen.findByText('Summons charged to rental #31; the customer is e-mailed')).toBeVisible();
    const [sent] = writes(calls);
    expect(sent.path).toBe('/api/staff/road-charges/summonses');
    expect(sent.body).toContain('name="photo"');
    for (const part of ['name="plate"', 'WXY 1234', 'name="issuer"', 'jpj', 'JPJ-778899', '2026-11-20', '14:35']) {
      expect(sent.body).toContain(part);
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("imports a car's Touch 'n Go statement and says what it added; a refusal is shown and nothing else changes", async () => {
    const { calls } = mockFetch({
      [LIST]: page([]),
      'GET /api/staff/vehicles': FLEET,
      'POST /api/staff/road-charges/tolls': [
        {
          status: 400,
          body: {
            statusCode: 400,
            code: 'TOLL_LINE_FORMULA',
            error: 'Bad Request',
            message: 'Line 3 holds a spreadsheet formula (a cell starting with =, +, - or @); nothing was imported',
            params: { line: 3 },
          },
        },
        { status: 201, body: { newTolls: 3, duplicateTolls: 1, charged: 2, unmatched: 1 } },
      ],
    });
    const { user } = await renderStaffTab('summonses');
    await screen.findByText('No summonses or tolls');
    await user.click(screen.getByRole('button', { name: "Import Touch 'n Go" }));
    const dialog = await screen.findByRole('dialog', { name: "Import Touch 'n Go Statement" });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the car');
    await within(dialog).findByRole('option', { name: 'Perodua Myvi - WXY 1234' });
    await user.selectOptions(within(dialog).getByLabelText('Car'), '5');
    await user.upload(
      within(dialog).getByLabelText('Choose Statement (CSV)'),
      new File(['Date/Time,Plaza,Amount'], 'tng.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Line 3 holds a spreadsheet formula'));

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('3 new tolls: 2 charged, 1 unmatched')).toBeVisible();
    const uploads = writes(calls);
    expect(uploads).toHaveLength(2);
    expect(uploads[1].body).toContain('name="vehicleId"');
    expect(uploads[1].body).toContain('name="statement"');
  });

  it('works on a 390 px phone in Bahasa Malaysia: 44 px buttons and full-screen dialogs', async () => {
    phoneViewport();
    mockFetch({ [LIST]: page([charge({ id: 7 })]) });
    const { user } = await renderStaffTab('summonses');
    const card = await screen.findByRole('article', { name: 'Summons RM 150.00 · Perodua Myvi - WXY 1234' });
    for (const button of within(card).getAllByRole('button')) expect(getComputedStyle(button).minHeight).toBe('44px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Record Summons' })).minHeight).toBe('44px');

    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByRole('heading', { name: 'Saman dan Tol' })).toBeVisible();
    const malay = screen.getByRole('article', { name: 'Saman RM 150.00 · Perodua Myvi - WXY 1234' });
    expect(malay).toHaveTextContent('Dicaj');
    await user.click(within(malay).getByRole('button', { name: 'Hapus Kira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Kira?' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus Kira' }));
    expect(await within(dialog).findByText('Sila berikan sebab')).toBeVisible();
  });
});
