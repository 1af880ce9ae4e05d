import request from 'supertest';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { payRental } from './factories/paid-rental.factory';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * The keys are photographed once: the wizard's finish hands them over with the step 4 photo when
 * the customer is there, and Complete Handover on the card reuses that photo when none is sent.
 * The business here asks for everything paid before the keys go out.
 */
describe('Wizard finish with the handover, and the card reusing the key photo (API)', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp({ HANDOVER_REQUIRES: 'paid' });
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const stored = (id: number) => t.dataSource.getRepository(Rental).findOneByOrFail({ id });
  const logsOf = async (id: number, action: string) =>
    t.dataSource.getRepository(StaffLog).findBy({ targetType: 'rental', targetId: String(id), action });
  const finish = (id: number, body: object = {}) =>
    asStaff(request(t.server).patch(`/api/staff/rentals/${id}/finalize`)).send({ fuelLevel: 6, currentMileage: 45210, ...body });
  const cardHandover = (id: number) => asStaff(request(t.server).patch(`/api/staff/rentals/${id}/key-handover`));
  const photoBytes = async (id: number, kind: string) =>
    (
      await asStaff(request(t.server).get(`/api/staff/rentals/${id}/files/${kind}`))
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;

  /** A rental whose wizard steps 1, 3 and 4 are done; paid in full unless told. */
  async function readyToFinish(paid = true): Promise<Rental> {
    const rental = await makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(0), endDate: daysFromToday(2), status: 'awaiting_agreement' },
      { grandTotal: '465.00', totalDays: 2 },
    );
    if (paid) await payRental(t.dataSource, rental, '465.00');
    await completeAgreementSteps(t.server, staffToken, rental.id);
    return stored(rental.id);
  }

  it('finishes and hands over in one go: active, handed over now, the key photo reused, each move logged once', async () => {
    const rental = await readyToFinish();
    const response = await finish(rental.id, { handOver: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'active', agreementReady: true, currentMileage: 45210, handoverShortfall: null });
    expect(Date.parse(response.body.handedOverAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await stored(rental.id);
    expect(row.handoverPhotoUrl).toBe(rental.keyHandoverPhotoUrl);
    expect(row.handoverOverrideReason).toBeNull();
    await expect(photoBytes(rental.id, 'handover')).resolves.toEqual(await photoBytes(rental.id, 'key-handover'));
    await expect(logsOf(rental.id, 'rental_agreement_finalized')).resolves.toHaveLength(1);
    const handedOver = await logsOf(rental.id, 'rental_handed_over');
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0].details).toMatchObject({ photo: 'wizard' });
    // The card has nothing left to do.
    expect((await cardHandover(rental.id)).status).toBe(409);
  });

  it('finishing without handOver leaves the keys to the card, which reuses the wizard photo', async () => {
    const rental = await readyToFinish();
    expect((await finish(rental.id, { handOver: false })).body).toMatchObject({ status: 'approved', keyHandoverPhotoCaptured: true });
    const handed = await cardHandover(rental.id);
    expect(handed.status).toBe(200);
    expect(handed.body.status).toBe('active');
    expect((await stored(rental.id)).handoverPhotoUrl).toBe(rental.keyHandoverPhotoUrl);
  });

  it('holds the payment rule: short without a reason refuses and changes nothing; a reason lets the keys go and is logged', async () => {
    const rental = await readyToFinish(false);
    const before = await asStaff(request(t.server).get(`/api/staff/rentals/${rental.id}`)).expect(200);
    expect(before.body).toMatchObject({ status: 'awaiting_agreement', handoverShortfall: 'BALANCE_DUE' });

    const refused = await finish(rental.id, { handOver: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'HANDOVER_BALANCE_DUE', params: { balanceDue: '465.00' } });
    await expect(stored(rental.id)).resolves.toMatchObject({ status: 'awaiting_agreement', agreementPdfUrl: null, handoverPhotoUrl: null });
    await expect(logsOf(rental.id, 'rental_agreement_finalized')).resolves.toHaveLength(0);

    expect((await finish(rental.id, { handOver: true, overrideReason: 'x'.repeat(501) })).status).toBe(400);
    const handed = await finish(rental.id, { handOver: true, overrideReason: '  Regular customer, pays tonight  ' });
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({
      status: 'active',
      handoverOverrideReason: 'Regular customer, pays tonight',
      handoverOverriddenBy: expect.any(String) as unknown as string,
    });
    const [override] = await logsOf(rental.id, 'rental_handover_overridden');
    expect(override.details).toMatchObject({ requirement: 'paid', shortfall: 'BALANCE_DUE', reason: 'Regular customer, pays tonight' });
  });

  it('an unpaid rental still finishes without the keys, and the reason is not asked for then', async () => {
    const rental = await readyToFinish(false);
    const response = await finish(rental.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'approved', handoverShortfall: 'BALANCE_DUE', handedOverAt: null });
  });

  it('two finishes at once: one winner, the keys handed over once', async () => {
    const rental = await readyToFinish();
    const answers = await Promise.all([finish(rental.id, { handOver: true }), finish(rental.id, { handOver: true })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expect(stored(rental.id)).resolves.toMatchObject({ status: 'active' });
    await expect(logsOf(rental.id, 'rental_handed_over')).resolves.toHaveLength(1);
    await expect(logsOf(rental.id, 'rental_agreement_finalized')).resolves.toHaveLength(1);
  });

  it('two card handovers reusing the photo at once: one winner', async () => {
    const rental = await readyToFinish();
    expect((await finish(rental.id)).status).toBe(200);
    const answers = await Promise.all([cardHandover(rental.id).send({}), cardHandover(rental.id).send({})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expect(logsOf(rental.id, 'rental_handed_over')).resolves.toHaveLength(1);
  });

  it('refuses handOver that is not true or false', async () => {
    const rental = await readyToFinish();
    const response = await finish(rental.id, { handOver: 'yes' });
    expect(response.status).toBe(400);
    expect((await stored(rental.id)).status).toBe('awaiting_agreement');
  });
});
