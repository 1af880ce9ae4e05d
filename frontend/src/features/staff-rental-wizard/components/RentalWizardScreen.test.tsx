import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fakeXhr';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { STAFF_SESSION } from '../../../test/staffApp';
import { capturedRental, photoFile, wizardRental } from '../test/wizardRentalFactory';
import { readDraft } from '../utils/wizardDraft';

// jsdom has no canvas: the pad is a stand-in whose emptiness the test decides.
const pad = vi.hoisted(() => ({ empty: true }));
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    isEmpty = () => pad.empty;
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

const RENTAL = 'GET /api/staff/rentals/5';
const WIZARD = '/staff/rentals/5/complete';
const DAMAGE = 'GET /api/staff/vehicles/1/damages';
const damagePage = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 100, viewBox: { width: 200, height: 400 } });
/** The car has no open damage: step 1 has nothing to confirm. */
const NO_DAMAGE = { [DAMAGE]: { body: damagePage([]) } };

beforeAll(async () => {
  await import('../index');
});

beforeEach(() => {
  pad.empty = true;
});

function renderWizard(path = WIZARD) {
  return renderApp({ path, session: STAFF_SESSION });
}

const jsonBody = (calls: RecordedCall[], method: string, path: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method && recorded.path === path);
  return call ? JSON.parse(call.body) : undefined;
};

async function expectStep(name: string, number: number) {
  expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
  expect(screen.getByText(`Step ${number} of 5`)).toBeVisible();
}

describe('Complete Agreement wizard', () => {
  it("shows 'Rental not found' for an id that is not a whole number, without asking the server", async () => {
    const { calls } = mockFetch({});
    renderWizard('/staff/rentals/abc/complete');

    expect(await screen.findByRole('heading', { name: 'Rental not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/staff?tab=rentals');
    expect(calls.filter((call) => call.path.startsWith('/api/staff/rentals'))).toEqual([]);
  });

  it("shows 'Rental not found' when the server has no such rental", async () => {
    mockFetch({ 'GET /api/staff/rentals/99': { status: 404, body: { statusCode: 404, message: 'Rental not found', error: 'Not Found' } } });
    renderWizard('/staff/rentals/99/complete');

    expect(await screen.findByRole('heading', { name: 'Rental not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });

  it('is for staff only', async () => {
    mockFetch({});
    renderApp({ path: WIZARD });

    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });

  it('says so when the agreement is already completed', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: wizardRental({ status: 'approved', agreementReady: true }) } });
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'Agreement already completed' })).toBeVisible();
    expect(screen.getByText(/status: Approved/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the vehicle, the customer and the step, and asks for the required photo first', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: wizardRental() } });
    const Xhr = installFakeXhr();
    const { user } = renderWizard();

    await expectStep('Vehicle Photos', 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Agreement' })).toBeVisible();
    expect(screen.getByTestId('wizard-rental')).toHaveTextContent('Rental #5 · Perodua Myvi - WXY · Nur Aisyah binti Ahmad');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/staff?tab=rentals');
    // The header's back arrow leads to the dashboard too.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/staff');

    const slots = [
      ['front_with_customer', 'Front With Customer'],
      ['front', 'Front'],
      ['back', 'Back'],
      ['left', 'Left'],
      ['right', 'Right'],
      ['interior_mileage', 'Interior/Mileage'],
      ['known_damage', 'Known Damage'],
    ];
    for (const [type, label] of slots) {
      const input = screen.getByTestId(`photo-input-${type}`);
      expect(input).toHaveAccessibleName(label);
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/*');
      expect(input).toHaveAttribute('capture', 'environment');
    }

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Missing Required Photos');
    expect(toast).toHaveTextContent('Please upload: Front With Customer');
    expect(Xhr.sent).toHaveLength(0);
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
  });

  it('uploads the new photos in one multipart call with progress, then moves to Fuel & Mileage', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: wizardRental() } });
    const Xhr = installFakeXhr();
    const { user } = renderWizard();
    await expectStep('Vehicle Photos', 1);

    await user.upload(screen.getByLabelText('Left'), photoFile('left.jpg'));
    await user.upload(screen.getByLabelText('Front With Customer'), photoFile('fwc.jpg'));
    expect(within(screen.getByTestId('photo-slot-left')).getByText('New photo, uploads on Next')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const [xhr] = Xhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/staff/rentals/5/photos');
    expect(xhr.headers.authorization).toBe('Bearer jwt-staff');
    expect(xhr.form.getAll('photoTypes')).toEqual(['front_with_customer', 'left']);
    expect(xhr.form.getAll('photos').map((file) => (file as File).name)).toEqual(['fwc.jpg', 'left.jpg']);

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('40%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    act(() =>
      xhr.respond(
        200,
        wizardRental({
          photos: [
            { type: 'front_with_customer', takenAt: '2026-11-01T01:00:00.000Z' },
            { type: 'left', takenAt: '2026-11-01T01:00:00.000Z' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('Photos Uploaded!')).toBeVisible();
    await expectStep('Fuel & Mileage', 2);

    // Back on step 1 the photos show as uploaded, and Next goes on without uploading again.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep('Vehicle Photos', 1);
    expect(within(screen.getByTestId('photo-slot-front_with_customer')).getByText('Uploaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Fuel & Mileage', 2);
    expect(Xhr.sent).toHaveLength(1);
  });

  it("shows 'Photo Upload Failed' with the server's message", async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: wizardRental() } });
    const Xhr = installFakeXhr();
    const { user } = renderWizard();
    await expectStep('Vehicle Photos', 1);

    await user.upload(screen.getByLabelText('Front With Customer'), photoFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    act(() => Xhr.sent[0].respond(400, { statusCode: 400, message: 'Unknown photo type', error: 'Bad Request' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Photo Upload Failed');
    expect(toast).toHaveTextContent('Unknown photo type');
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
  });

  it('needs a current mileage above 0 on step 2', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: capturedRental() } });
    const { user } = renderWizard();
    // The photos are on the server already: the wizard opens at the first step not done.
    await expectStep('Fuel & Mileage', 2);

    expect(screen.getByRole('slider', { name: 'Fuel level' })).toHaveAttribute('aria-valuetext', '50% (4/8)');
    expect(screen.getByTestId('fuel-value')).toHaveTextContent('Fuel now: 50% (4/8)');
    const mileage = screen.getByRole('textbox', { name: 'Current mileage' });
    await user.type(mileage, '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Current Mileage Required');
    expect(toast).toHaveTextContent("Please enter the vehicle's current mileage");
    expect(mileage).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 2 of 5')).toBeVisible();

    await user.clear(mileage);
    await user.type(mileage, '12,345');
    expect(mileage).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Customer Signature', 3);
  });

  it('needs a signature on step 3, then uploads it', async () => {
    const { calls } = mockFetch({
      ...NO_DAMAGE,
      [RENTAL]: {
        body: wizardRental({ photos: [{ type: 'front_with_customer', takenAt: '2026-11-01T01:00:00.000Z' }], currentMileage: 12000 }),
      },
      'POST /api/staff/rentals/5/signature': { body: wizardRental({ signatureCaptured: true }) },
    });
    const { user } = renderWizard();
    await expectStep('Customer Signature', 3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep('Fuel & Mileage', 2);
    expect(screen.getByRole('textbox', { name: 'Current mileage' })).toHaveValue('12000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Customer Signature', 3);
    expect(screen.getByRole('img', { name: 'Signature pad: the customer signs here' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Signature Required');
    expect(toast).toHaveTextContent("Please capture the customer's signature");
    expect(calls.some((call) => call.path.endsWith('/signature'))).toBe(false);

    pad.empty = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Signature Captured!')).toBeVisible();
    await expectStep('Key Handover', 4);
    // With the id the server knows it by, should it have to be sent again.
    expect(jsonBody(calls, 'POST', '/api/staff/rentals/5/signature')).toEqual({
      signatureData: 'data:image/png;base64,iVBORw0KGgo=',
      clientId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('needs the key handover photo on step 4 and uploads it', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: capturedRental({ keyHandoverPhotoCaptured: false, currentMileage: 12000 }) } });
    const Xhr = installFakeXhr();
    const { user } = renderWizard();
    await expectStep('Key Handover', 4);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Key Handover Photo Required');
    expect(toast).toHaveTextContent('Please upload the key handover photo');

    await user.upload(screen.getByLabelText('Key Handover Photo'), photoFile('keys.jpg'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0].url).toBe('/api/staff/rentals/5/key-handover');
    expect((Xhr.sent[0].form.get('photo') as File).name).toBe('keys.jpg');
    act(() => Xhr.sent[0].respond(200, capturedRental({ currentMileage: 12000 })));

    expect(await screen.findByText('Key Handover Documented!')).toBeVisible();
    await expectStep('Review & Finalize', 5);
  });

  it('resumes a rental whose steps are captured, finalizes it without the keys when unticked, and returns to the dashboard after 2 seconds', async () => {
    const { calls } = mockFetch({
      ...NO_DAMAGE,
      [RENTAL]: { body: capturedRental() },
      'PATCH /api/staff/rentals/5/finalize': {
        body: capturedRental({ status: 'approved', agreementReady: true, currentMileage: 23456, fuelLevel: 6 }),
      },
    });
    const Xhr = installFakeXhr();
    const { user, router } = renderWizard();
    await expectStep('Fuel & Mileage', 2);
    const slider = screen.getByRole('slider', { name: 'Fuel level' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '75% (6/8)');
    await user.type(screen.getByRole('textbox', { name: 'Current mileage' }), '23456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Customer Signature', 3);
    expect(screen.getByText(/A signature is already saved/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Key Handover', 4);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep('Review & Finalize', 5);
    expect(Xhr.sent).toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const summary = screen.getByTestId('review-summary');
    expect(summary).toHaveTextContent('VehiclePerodua Myvi - WXY');
    expect(summary).toHaveTextContent('CustomerNur Aisyah binti Ahmad');
    expect(summary).toHaveTextContent('Pickup01/11/2026, 09:00');
    expect(summary).toHaveTextContent('Return04/11/2026, 18:00');
    expect(summary).toHaveTextContent('Duration3 days');
    expect(summary).toHaveTextContent('Grand TotalRM 560.00');
    expect(summary).toHaveTextContent('Balance DueRM 560.00');
    expect(summary).toHaveTextContent('Deposit HeldRM 0.00 of RM 200.00');
    expect(summary).toHaveTextContent('Fuel level75% (6/8)');
    expect(summary).toHaveTextContent('Current mileage23,456 km');
    expect(summary).toHaveTextContent('Vehicle photos2 of 7 photos uploaded');
    expect(summary).toHaveTextContent('Customer signatureCaptured');
    expect(summary).toHaveTextContent('Key handover photoCaptured');

    const handOver = screen.getByRole('checkbox', { name: 'Hand over the keys now (customer is here)' });
    expect(handOver).toBeChecked();
    await user.click(handOver);
    await user.click(screen.getByRole('button', { name: 'Finalize Agreement' }));
    expect(await screen.findByText('The agreement for rental #5 is ready.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Agreement Completed!' })).toBeVisible();
    expect(screen.getByText(/Rental #5 is ready for key handover/)).toBeVisible();
    expect(jsonBody(calls, 'PATCH', '/api/staff/rentals/5/finalize')).toEqual({ fuelLevel: 6, currentMileage: 23456, handOver: false });

    expect(router.state.location.pathname).toBe(WIZARD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?tab=rentals');
  });

  it("shows 'Finalization Failed' with the server's message", async () => {
    mockFetch({
      ...NO_DAMAGE,
      [RENTAL]: { body: capturedRental({ currentMileage: 12000 }) },
      'PATCH /api/staff/rentals/5/finalize': {
        status: 400,
        body: { statusCode: 400, message: "Signature Required: Please capture the customer's signature", error: 'Bad Request' },
      },
    });
    const { user } = renderWizard();
    await expectStep('Review & Finalize', 5);

    await user.click(screen.getByRole('button', { name: 'Finalize & Hand Over' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Finalization Failed');
    expect(toast).toHaveTextContent("Signature Required: Please capture the customer's signature");
    expect(screen.getByRole('button', { name: 'Finalize & Hand Over' })).toBeEnabled();
  });

  it('opens at the first unfinished step and keeps what was typed across a reload', async () => {
    mockFetch({ ...NO_DAMAGE, [RENTAL]: { body: capturedRental({ signatureCaptured: false }) } });
    const first = renderWizard();
    await expectStep('Fuel & Mileage', 2);
    const slider = screen.getByRole('slider', { name: 'Fuel level' });
    slider.focus();
    await first.user.keyboard('{ArrowRight}');
    await first.user.type(screen.getByRole('textbox', { name: 'Current mileage' }), '23456');
    first.unmount();

    // The mileage was typed: the first step left is the signature; fuel and mileage are as typed.
    const { user } = renderWizard();
    await expectStep('Customer Signature', 3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep('Fuel & Mileage', 2);
    expect(screen.getByRole('textbox', { name: 'Current mileage' })).toHaveValue('23456');
    expect(screen.getByRole('slider', { name: 'Fuel level' })).toHaveAttribute('aria-valuetext', '63% (5/8)');
  });

  it('hands over the keys with the finish by default, and forgets the draft', async () => {
    const { calls } = mockFetch({
      ...NO_DAMAGE,
      [RENTAL]: { body: capturedRental({ currentMileage: 12000 }) },
      'PATCH /api/staff/rentals/5/finalize': { body: capturedRental({ status: 'active', agreementReady: true, currentMileage: 12000 }) },
    });
    const { user } = renderWizard();
    await expectStep('Review & Finalize', 5);
    expect(await readDraft(5)).not.toEqual({});
    expect(screen.getByText(/becomes active with the key photo from step 4/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Finalize & Hand Over' }));
    expect(await screen.findByText(/Rental #5 is active: the keys are with the customer. Returning/)).toBeVisible();
    expect(jsonBody(calls, 'PATCH', '/api/staff/rentals/5/finalize')).toEqual({ fuelLevel: 4, currentMileage: 12000, handOver: true });
    await waitFor(async () => expect(await readDraft(5)).toEqual({}));
  });

  it('when payment is short, hands over only when ticked and with a reason, which a reload keeps', async () => {
    const { calls } = mockFetch({
      ...NO_DAMAGE,
      [RENTAL]: { body: capturedRental({ currentMileage: 12000, handoverShortfall: 'BALANCE_DUE' }) },
      'PATCH /api/staff/rentals/5/finalize': { body: capturedRental({ status: 'active', agreementReady: true }) },
    });
    const first = renderWizard();
    await expectStep('Review & Finalize', 5);
    expect(screen.getByText('Payment required: RM 560.00 is still due. Tick to hand over anyway, with a reason.')).toBeVisible();
    const handOver = screen.getByRole('checkbox', { name: 'Hand over the keys now (customer is here)' });
    expect(handOver).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Finalize Agreement' })).toBeEnabled();

    await first.user.click(handOver);
    await first.user.click(screen.getByRole('button', { name: 'Finalize & Hand Over' }));
    expect(await screen.findByText('Please give a reason to hand over the keys before payment')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await first.user.type(screen.getByRole('textbox', { name: 'Reason to hand over before payment' }), 'Pays tonight');
    first.unmount();

    const { user } = renderWizard();
    await expectStep('Review & Finalize', 5);
    expect(screen.getByRole('checkbox', { name: 'Hand over the keys now (customer is here)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Reason to hand over before payment' })).toHaveValue('Pays tonight');
    await user.click(screen.getByRole('button', { name: 'Finalize & Hand Over' }));
    await waitFor(() =>
      expect(jsonBody(calls, 'PATCH', '/api/staff/rentals/5/finalize')).toEqual({
        fuelLevel: 4,
        currentMileage: 12000,
        handOver: true,
        overrideReason: 'Pays tonight',
      }),
    );
  });
});
