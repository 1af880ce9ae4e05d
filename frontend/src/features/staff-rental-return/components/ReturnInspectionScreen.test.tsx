import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { STAFF_SESSION } from '../../../test/staffApp';
import type { ReturnInspection } from '../api/returnApi';
import { panelAt, toViewBox } from '../../../components/damage/CarDiagram';
import { fromKualaLumpurInput, toKualaLumpurInput } from './ReturnInspectionScreen';

// jsdom has no canvas: a stand-in pad that always holds a drawing.
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    isEmpty = () => false;
    toData = () => [];
    fromData = () => {};
    toDataURL = () => 'data:image/png;base64,iVBORw0KGgo=';
    clear = () => {};
    on = () => {};
    off = () => {};
    addEventListener = () => {};
    removeEventListener = () => {};
  },
}));

const VIEW = 'GET /api/staff/rentals/7/return';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PATH = '/staff/rentals/7/return';

beforeAll(async () => {
  await import('../index');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function inspection(overrides: Partial<ReturnInspection> = {}): ReturnInspection {
  return {
    rentalId: 7,
    status: 'active',
    vehicleName: 'Perodua Myvi - WXY 1234',
    customerName: 'Aisyah Rahman',
    dueAt: '2026-11-20T10:00:00.000Z',
    pickupFuelLevel: 6,
    pickupMileage: 10_000,
    pickupPhotos: [{ type: 'front', takenAt: '2026-11-18T01:00:00.000Z' }],
    photos: [{ type: 'front', key: 'abc.jpg', takenAt: '2026-11-20T11:05:00.000Z' }],
    fuelLevel: 4,
    mileage: 10_250,
    returnedAt: '2026-11-20T11:01:00.000Z',
    signed: false,
    signedAt: null,
    customerAbsentReason: null,
    damages: [],
    preExistingDamages: [
      {
        id: 3,
        rentalId: 2,
        phase: 'return',
        status: 'open',
        x: 60,
        y: 300,
        panel: 'rear_bumper',
        kind: 'dent',
        size: 'medium',
        note: null,
        photoKey: null,
        charge: null,
        chargeReason: null,
        createdAt: '2026-10-01T00:00:00.000Z',
      },
    ],
    fees: [],
    quote: {
      lines: [
        {
          line: 'fuel',
          category: 'fuel',
          amount: '20.00',
          why: 'Fuel 2 bar(s) short',
          reason: { code: 'FUEL_SHORT', params: { bars: 2, out: 6, back: 4, perBar: '10.00' } },
          waived: false,
          waiverReason: null,
        },
        {
          line: 'late_return',
          category: 'late_return',
          amount: '10.00',
          why: 'Late',
          reason: {
            code: 'LATE_RETURN',
            params: { minutes: 61, due: '20/11/2026 18:00', days: 0, hours: 1, hourly: '10.00', graceMinutes: 60 },
          },
          waived: false,
          waiverReason: null,
        },
      ],
      total: '30.00',
      missing: [],
    },
    finalizedAt: null,
    viewBox: { width: 200, height: 400 },
    ...overrides,
  };
}

const PRICE_LISTS = {
  fees: [{ id: 1, category: 'smoking', nameEn: 'Smoking in the car', nameMs: 'Merokok di dalam kereta', amount: '200.00', active: true }],
  damagePrices: [],
};

const jsonOf = (calls: RecordedCall[], method: string, path: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method && recorded.path === path);
  return call ? JSON.parse(call.body) : undefined;
};

function renderReturn(routes: Parameters<typeof mockFetch>[0]) {
  const fetched = mockFetch({ 'GET /api/staff/return-price-lists': { body: PRICE_LISTS }, ...routes });
  renderApp({ path: PATH, session: STAFF_SESSION });
  return fetched;
}

describe('Return inspection screen', () => {
  it('shows the charges with their reasons and the photos beside the pickup ones, and confirms with the total shown', async () => {
    const done = inspection({ finalizedAt: '2026-11-20T11:30:00.000Z', status: 'completed' });
    const { calls } = renderReturn({ [VIEW]: { body: inspection() }, 'POST /api/staff/rentals/7/return/finalize': { body: done } });

    expect(await screen.findByRole('heading', { name: 'Return Inspection' })).toBeVisible();
    expect(screen.getByText('RM 20.00 · Fuel 2 bar(s) short (6/8 out, 4/8 back) at RM 10.00 a bar')).toBeVisible();
    expect(screen.getByText(/Returned 61 min after 20\/11\/2026 18:00/)).toBeVisible();
    expect(screen.getByText('Total to charge: RM 30.00')).toBeVisible();
    expect(screen.getAllByText('Pickup').length).toBe(7);
    expect(screen.getByText('Already on the car: Dent (Rear bumper)')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm return and charge RM 30.00' }));
    await waitFor(() => expect(jsonOf(calls, 'POST', '/api/staff/rentals/7/return/finalize')).toEqual({ expectedTotal: '30.00' }));
  });

  it('waives a line only with a reason', async () => {
    const { calls } = renderReturn({ [VIEW]: { body: inspection() }, 'POST /api/staff/rentals/7/return/waivers': { body: inspection() } });
    await screen.findByRole('heading', { name: 'Return Inspection' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Waive' })[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Waive this charge' });
    const confirm = within(dialog).getByRole('button', { name: 'Waive charge' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Jam on the highway' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(jsonOf(calls, 'POST', '/api/staff/rentals/7/return/waivers')).toEqual({ line: 'late_return', reason: 'Jam on the highway' }),
    );
  });

  it('charges a waived line again when the waiver was a mistake', async () => {
    const waived = inspection();
    waived.quote.lines[1] = { ...waived.quote.lines[1], waived: true, waiverReason: 'Wrong line' };
    const { calls } = renderReturn({
      [VIEW]: { body: waived },
      'DELETE /api/staff/rentals/7/return/waivers/late_return': { body: inspection() },
    });
    expect(await screen.findByText('Waived: Wrong line')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Waive' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Charge again' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/waivers/late_return'))).toBe(true));
    expect(await screen.findByText('The charge is back on the return')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Waive' })).toHaveLength(2));
  });

  it('puts the signature pad away once the customer signed, and brings it back to sign again', async () => {
    renderReturn({ [VIEW]: { body: inspection({ signed: true, signedAt: '2026-11-20T11:10:00.000Z' }) } });
    expect(await screen.findByText(/The customer co-signed at/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save signature' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign again or change' }));
    expect(screen.getByRole('button', { name: 'Save signature' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record customer not present' })).toBeVisible();
  });

  it('records damage where the car diagram is tapped', async () => {
    const { calls } = renderReturn({ [VIEW]: { body: inspection() }, 'POST /api/staff/rentals/7/return/damages': { body: inspection() } });
    await screen.findByRole('heading', { name: 'Return Inspection' });

    const diagram = screen.getByRole('img', { name: 'Top-down car diagram: tap to record damage' });
    diagram.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 100,
      height: 200,
      right: 100,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(diagram, { clientX: 10, clientY: 100 });
    const dialog = await screen.findByRole('dialog', { name: 'Record damage' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save damage' }));
    await waitFor(() =>
      expect(jsonOf(calls, 'POST', '/api/staff/rentals/7/return/damages')).toEqual({
        x: 20,
        y: 200,
        panel: 'front_left_door',
        kind: 'scratch',
        size: 'small',
        clientId: expect.stringMatching(UUID_V4),
      }),
    );
  });

  it('keeps the readings and a damage point on the phone without signal, and sends each once with its client id when the signal returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const damage = {
      ...inspection().preExistingDamages[0],
      id: 11,
      rentalId: 7,
      status: 'pending' as const,
      x: 20,
      y: 200,
      panel: 'front_left_door' as const,
      kind: 'scratch' as const,
      size: 'small' as const,
      charge: '80.00',
    };
    const charged = inspection({
      fuelLevel: 2,
      damages: [damage],
      quote: {
        lines: [
          {
            line: 'damage:11',
            category: 'damage',
            amount: '80.00',
            why: 'New small scratch',
            reason: { code: 'DAMAGE_LIST_PRICE', params: { kind: 'scratch', size: 'small', panel: 'front_left_door', reason: '' } },
            waived: false,
            waiverReason: null,
          },
        ],
        total: '80.00',
        missing: [],
      },
    });
    const { calls } = renderReturn({
      [VIEW]: { body: inspection() },
      'PATCH /api/staff/rentals/7/return/readings': { body: inspection({ fuelLevel: 2 }) },
      'POST /api/staff/rentals/7/return/damages': { body: charged },
    });
    await screen.findByRole('heading', { name: 'Return Inspection' });
    expect(screen.getByText(/You're offline/)).toBeVisible();

    fireEvent.click(within(screen.getByRole('group', { name: 'Fuel at return (eighths)' })).getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save readings' }));
    expect(await screen.findByText(/The readings are waiting for signal/)).toBeVisible();

    const diagram = screen.getByRole('img', { name: 'Top-down car diagram: tap to record damage' });
    diagram.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 100,
      height: 200,
      right: 100,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(diagram, { clientX: 10, clientY: 100 });
    const dialog = await screen.findByRole('dialog', { name: 'Record damage' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save damage' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record damage' })).toBeNull());
    expect(await screen.findByText('Scratch · Small · Front left door · Kept on this phone, waiting for signal')).toBeVisible();
    expect(screen.getByText(/1 damage point waiting for signal/)).toBeVisible();
    expect(screen.getByText(/Confirming waits until the server holds every photo, reading, damage point/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm return and charge RM 30.00' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Confirm return and charge RM 80.00' })).toBeEnabled();
    expect(screen.queryByText(/waiting for signal/)).toBeNull();
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /api/staff/rentals/7/return/readings',
      'POST /api/staff/rentals/7/return/damages',
    ]);
    expect(JSON.parse(sent[0].body)).toEqual({ fuelLevel: 2, mileage: 10_250, returnedAt: '2026-11-20T19:01:00+08:00' });
    expect(JSON.parse(sent[1].body)).toEqual({
      x: 20,
      y: 200,
      panel: 'front_left_door',
      kind: 'scratch',
      size: 'small',
      clientId: expect.stringMatching(UUID_V4),
    });
    expect(await screen.findByText(/RM 80.00 · New damage \(Scratch, Small\) on Front left door/)).toBeVisible();
  });

  it("keeps the customer's co-signature on the phone without signal and sends it once, with its client id, when the signal returns", async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unsigned = inspection({ quote: { lines: [], total: '0.00', missing: ['signature'] } });
    const signed = inspection({ signed: true, signedAt: '2026-11-20T11:10:00.000Z', quote: { lines: [], total: '0.00', missing: [] } });
    const { calls } = renderReturn({ [VIEW]: { body: unsigned }, 'POST /api/staff/rentals/7/return/signature': { body: signed } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Kept on this phone, waiting for signal')).toBeVisible();
    expect(screen.getByText(/The signature is waiting for signal/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save signature' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm return and charge RM 0.00' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/The customer co-signed at/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm return and charge RM 0.00' })).toBeEnabled();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.path)).toEqual(['/api/staff/rentals/7/return/signature']);
    expect(JSON.parse(posted[0].body)).toEqual({
      signatureData: 'data:image/png;base64,iVBORw0KGgo=',
      clientId: expect.stringMatching(UUID_V4),
    });
  });

  it('says what is still missing and does not confirm until it is there', async () => {
    renderReturn({ [VIEW]: { body: inspection({ quote: { lines: [], total: '0.00', missing: ['photo:back', 'signature'] } }) } });
    expect(await screen.findByText(/Still needed before confirming: the Back photo, the customer's signature/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm return and charge RM 0.00' })).toBeDisabled();
  });

  it('shows a finalized return without any way to change it', async () => {
    renderReturn({ [VIEW]: { body: inspection({ finalizedAt: '2026-11-20T11:30:00.000Z', status: 'completed' }) } });
    expect(await screen.findByText(/Return finalized/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Confirm return/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Waive' })).toBeNull();
  });

  it('offers the condition report once the return is finalized, and saves it as condition-report-<id>.pdf', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = renderReturn({
      [VIEW]: { body: inspection({ finalizedAt: '2026-11-20T11:30:00.000Z', status: 'completed' }) },
      'GET /api/staff/rentals/7/return/report': { body: '%PDF-1.7' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Condition Report' }));

    expect(await screen.findByText('Report Downloaded')).toBeVisible();
    expect(clicked.map((link) => link.download)).toEqual(['condition-report-7.pdf']);
    expect(calls.find((call) => call.path === '/api/staff/rentals/7/return/report')?.headers.get('authorization')).toMatch(/^Bearer /);
    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByRole('button', { name: 'Laporan Keadaan' })).toBeVisible();
  });

  it('offers no condition report before the return is finalized', async () => {
    renderReturn({ [VIEW]: { body: inspection() } });
    await screen.findByRole('heading', { name: 'Return Inspection' });
    expect(screen.queryByRole('button', { name: 'Condition Report' })).toBeNull();
  });

  it('speaks Malay', async () => {
    await act(() => i18n.changeLanguage('ms'));
    renderReturn({ [VIEW]: { body: inspection() } });
    expect(await screen.findByRole('heading', { name: 'Pemeriksaan Pemulangan' })).toBeVisible();
    expect(screen.getByText('RM 20.00 · Minyak kurang 2 bar (6/8 keluar, 4/8 pulang) pada RM 10.00 sebar')).toBeVisible();
  });
});

describe('the diagram and the return time', () => {
  it('turns a tap into whole viewBox units inside the diagram, and guesses the panel', () => {
    const rect = { left: 10, top: 20, width: 100, height: 200 } as DOMRect;
    expect(toViewBox({ clientX: 60, clientY: 120 }, rect, { width: 200, height: 400 })).toEqual({ x: 100, y: 200 });
    expect(toViewBox({ clientX: 500, clientY: -50 }, rect, { width: 200, height: 400 })).toEqual({ x: 200, y: 0 });
    expect(panelAt({ x: 100, y: 10 })).toBe('front_bumper');
    expect(panelAt({ x: 190, y: 250 })).toBe('rear_right_door');
    expect(panelAt({ x: 100, y: 395 })).toBe('rear_bumper');
  });

  it('shows and sends the return time as Kuala Lumpur time', () => {
    expect(toKualaLumpurInput('2026-11-20T11:01:00.000Z')).toBe('2026-11-20T19:01');
    expect(fromKualaLumpurInput('2026-11-20T19:01')).toBe('2026-11-20T19:01:00+08:00');
  });
});
