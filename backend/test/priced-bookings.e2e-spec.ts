import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { addDays } from '../src/common/dates/date-math';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { AddOn } from '../src/pricing/entities/add-on.entity';
import { RentalAddOn } from '../src/pricing/entities/rental-add-on.entity';
import { Season } from '../src/pricing/entities/season.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeCustomer } from './factories/customer.factory';
import { binaryBody, pdfText } from './factories/pdf-text';
import { completeAgreementSteps } from './factories/rental-wizard';
import { nextWeekday } from './factories/dates';
import { makeAddOn, makeDeliveryZone, makeSeason } from './factories/pricing.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { eventually } from './setup/eventually';
import { decodeQuotedPrintable } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

interface QuoteLine {
  kind: string;
  amount: string;
  [field: string]: unknown;
}

const sen = (amount: string) => Math.round(Number(amount) * 100);

/**
 * Bookings priced by the rate plans: a request keeps the quote it was sent with, approval books
 * at it (with the discount), its account posts each line, and the add-ons' stock is held.
 * Seasons here reach one car only, so other suites' quotes on the same database never see them.
 */
describe('Priced bookings: the quote a request keeps, approval at it, add-on stock (API)', () => {
  let t: TestApp;
  let staffToken: string;
  // A Monday far enough ahead that no other suite books these cars.
  const monday = nextWeekday(1, 120);

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const customerToken = async (overrides: Partial<Customer> = {}) => {
    const customer = await makeCustomer(t.dataSource, overrides);
    return { customer, token: await tokenFor(t.app, customer.id, 'customer') };
  };
  const ask = (token: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/booking-requests').set('Authorization', `Bearer ${token}`).send(body);
  const approve = (id: number, body: Record<string, unknown> = {}) =>
    request(t.server).patch(`/api/staff/booking-requests/${id}/approve`).set('Authorization', `Bearer ${staffToken}`).send(body);
  const extensionQuote = (rentalId: number, token: string, newEndDate: string) =>
    request(t.server).post(`/api/rentals/${rentalId}/extension-quote`).set('Authorization', `Bearer ${token}`).send({ newEndDate });
  const entriesOf = (rentalId: number) => t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId }, order: { id: 'ASC' } });

  async function rayaCar(): Promise<{ car: Vehicle; raya: Season }> {
    const car = await makeVehicle(t.dataSource, { category: 'Sedan', dailyRate: '150.00', weekendRate: null, deposit: '200.00' });
    // Tuesday to Thursday: Hari Raya at +40%, at least 3 days.
    const raya = await makeSeason(t.dataSource, {
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 3),
      percent: 40,
      minDays: 3,
      reach: 'vehicle',
      vehicleId: car.id,
    });
    return { car, raya };
  }

  it('keeps the quote a request was sent with; approval books at it after the plans change, each line on the account', async () => {
    const { car, raya } = await rayaCar();
    const seat = await makeAddOn(t.dataSource, { priceSen: 1_000, capSen: null, stock: 3, taxable: true });
    const zone = await makeDeliveryZone(t.dataSource, { feeSen: 4_000 });
    const { customer, token } = await customerToken();

    // Monday to Thursday: the Monday at RM 150, then Tuesday and Wednesday at +40% (RM 210).
    const body = {
      vehicleId: car.id,
      startDate: monday,
      endDate: addDays(monday, 3),
      addOns: [{ addOnId: seat.id, quantity: 2 }],
      deliveryZoneId: zone.id,
    };
    const quoted = await request(t.server).post('/api/quotes').send(body);
    expect(quoted.status).toBe(200);
    const sent = await ask(token, body);
    expect(sent.status).toBe(201);
    expect(sent.body.quote).toEqual(quoted.body);
    expect(sent.body.quote.lines.map((line: QuoteLine) => [line.kind, line.amount])).toEqual([
      ['days', '150.00'],
      ['days', '420.00'],
      ['add_on', '60.00'],
      ['delivery', '40.00'],
      ['deposit', '200.00'],
    ]);
    expect(sent.body.estimatedTotal).toBe('870.00');
    // The confirmation e-mail lists the seats and the delivery with the total (quoted-printable bytes are UTF-8).
    const outbox = join(process.env.DATA_DIR as string, 'outbox');
    const confirmation = await eventually(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const contents = await Promise.all(
        files.map(async (file) =>
          Buffer.from(decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8')), 'latin1').toString('utf8'),
        ),
      );
      return contents.find((eml) => eml.includes(`To: ${customer.email}`)) ?? null;
    });
    for (const expected of [
      '1 day at RM 150.00: RM 150.00',
      'Hari Raya Aidilfitri +40%: 2 days at RM 210.00: RM 420.00',
      'Child seat × 2',
      'RM 60.00',
      'Delivery and collection: Klang Valley',
      'RM 40.00',
      'RM 870.00',
    ])
      expect(confirmation).toContain(expected);
    // My Bookings shows the same quote.
    const mine = await request(t.server).get('/api/booking-requests/mine').set('Authorization', `Bearer ${token}`);
    expect(mine.body.items[0]).toMatchObject({ id: sent.body.id, estimatedTotal: '870.00', quote: quoted.body });

    // The admin raises the season and the car's rate, and the seat's price: the request's price stands.
    await t.dataSource.getRepository(Season).update(raya.id, { percent: 100 });
    await t.dataSource.getRepository(Vehicle).update(car.id, { dailyRate: '300.00' });
    await t.dataSource.getRepository(AddOn).update(seat.id, { priceSen: 9_900 });
    expect((await request(t.server).post('/api/quotes').send(body)).body.total).not.toBe('870.00');

    const approved = await approve(sent.body.id, { discount: '30.00' });
    expect(approved.status).toBe(200);
    expect(approved.body.rental).toMatchObject({ totalDays: 3, discount: '30.00', deposit: '200.00', grandTotal: '840.00' });
    const rentalId = approved.body.rental.id as number;
    const entries = await entriesOf(rentalId);
    expect(entries.map((entry) => [entry.kind, entry.category, entry.amountSen, entry.sourceKey])).toEqual([
      ['charge', 'rental_days', 57_000, `rental:${rentalId}:days`],
      ['charge', 'add_on', 6_000, `rental:${rentalId}:add-on:${seat.id}`],
      ['charge', 'delivery', 4_000, `rental:${rentalId}:delivery`],
      ['charge', 'discount', -3_000, `rental:${rentalId}:discount`],
      ['deposit', null, 20_000, `rental:${rentalId}:deposit`],
    ]);
    expect(entries.reduce((sum, entry) => sum + entry.amountSen, 0)).toBe(sen('840.00'));
    await expect(t.dataSource.getRepository(RentalAddOn).findBy({ rentalId })).resolves.toMatchObject([{ addOnId: seat.id, quantity: 2 }]);

    // The signed agreement lists the seats and the delivery with the days' charge.
    await t.dataSource.getRepository(Rental).update(rentalId, { status: 'awaiting_agreement' });
    await completeAgreementSteps(t.server, staffToken, rentalId, true);
    const agreement = await request(t.server)
      .get(`/api/rentals/${rentalId}/download-agreement`)
      .set('Authorization', `Bearer ${staffToken}`)
      .buffer(true)
      .parse(binaryBody);
    expect(agreement.status).toBe(200);
    const text = (await pdfText(agreement.body as Buffer)).text;
    for (const expected of ['RM 570.00', 'Child seat × 2', 'RM 60.00', 'Delivery and', 'collection: Klang', 'RM 40.00', 'RM 840.00'])
      expect(text).toContain(expected);
  });

  it("refuses dates shorter than a season's minimum with the season's name, in the customer's words", async () => {
    const { car } = await rayaCar();
    const { token } = await customerToken();
    const response = await ask(token, { vehicleId: car.id, startDate: addDays(monday, 1), endDate: addDays(monday, 2) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'SEASON_MINIMUM_DAYS',
      message: 'Hari Raya Aidilfitri bookings are at least 3 days',
      params: { name: 'Hari Raya Aidilfitri', days: 3 },
    });
    await expect(t.dataSource.getRepository(BookingRequest).countBy({ vehicleId: car.id })).resolves.toBe(0);
  });

  it('gives the last child seats to exactly one of many parallel approvals; the others are refused, nothing half-written', async () => {
    const seats = await makeAddOn(t.dataSource, { nameEn: 'Booster seat', stock: 3, priceSen: 500, capSen: null });
    const start = addDays(monday, 20);
    const cars = await Promise.all(Array.from({ length: 50 }, () => makeVehicle(t.dataSource, { dailyRate: '100.00', deposit: '0.00' })));
    const requestIds: number[] = [];
    // Five requests a customer at most: ten customers ask for the fifty cars, each with one seat.
    for (let group = 0; group < 10; group += 1) {
      const { token } = await customerToken();
      for (const car of cars.slice(group * 5, group * 5 + 5)) {
        const sent = await ask(token, {
          vehicleId: car.id,
          startDate: start,
          endDate: addDays(start, 2),
          addOns: [{ addOnId: seats.id, quantity: 1 }],
        });
        expect(sent.status).toBe(201);
        requestIds.push(sent.body.id as number);
      }
    }
    const results = await Promise.all(requestIds.map((id) => approve(id)));
    const approved = results.filter((response) => response.status === 200);
    const refused = results.filter((response) => response.status !== 200);
    expect(approved).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const response of refused)
      expect(response.body).toMatchObject({ code: 'ADD_ON_SOLD_OUT', params: { name: 'Booster seat', left: 0 } });
    await expect(t.dataSource.getRepository(RentalAddOn).countBy({ addOnId: seats.id })).resolves.toBe(3);
    const pendingLeft = await t.dataSource
      .getRepository(BookingRequest)
      .createQueryBuilder('request')
      .where('request.id IN (:...ids)', { ids: requestIds })
      .andWhere("request.status = 'pending'")
      .getCount();
    expect(pendingLeft).toBe(47);

    // A request for the same days now hears at once that the seats are gone; the day after they are back.
    const { token } = await customerToken();
    const [other, another] = await Promise.all([makeVehicle(t.dataSource), makeVehicle(t.dataSource)]);
    const late = await ask(token, {
      vehicleId: other.id,
      startDate: addDays(start, 1),
      endDate: addDays(start, 3),
      addOns: [{ addOnId: seats.id, quantity: 1 }],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ADD_ON_SOLD_OUT', params: { left: 0 } });
    const free = await ask(token, {
      vehicleId: another.id,
      startDate: addDays(start, 3),
      endDate: addDays(start, 4),
      addOns: [{ addOnId: seats.id, quantity: 3 }],
    });
    expect(free.status).toBe(201);
  });

  it('prices an extension with the same function before the customer asks, and approval posts that price', async () => {
    const { car } = await rayaCar();
    const { token } = await customerToken();
    const cover = await makeAddOn(t.dataSource, {
      nameEn: 'CDW',
      pricing: 'per_day',
      priceSen: 2_000,
      capSen: null,
      stock: null,
      taxable: false,
    });
    // Tuesday to Friday (three Hari Raya days), with the cover; then the customer wants Friday and Saturday too.
    const sent = await ask(token, {
      vehicleId: car.id,
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 4),
      addOns: [{ addOnId: cover.id, quantity: 1 }],
    });
    expect(sent.status).toBe(201);
    const rentalId = (await approve(sent.body.id)).body.rental.id as number;
    // The car went out (the handover is another suite's subject).
    await t.dataSource.getRepository(Rental).update(rentalId, { status: 'active' });

    const newEndDate = addDays(monday, 6);
    const quote = await extensionQuote(rentalId, token, newEndDate);
    expect(quote.status).toBe(200);
    // Friday and Saturday at the daily rate (no weekend rate, no season), the cover for two more days.
    expect(quote.body).toMatchObject({
      newEndDate,
      extraDays: 2,
      lines: [
        { category: 'extension', amount: '300.00', name: null },
        { category: 'add_on_untaxed', amount: '40.00', name: { en: 'CDW' } },
      ],
      extensionTotal: '340.00',
    });
    const before = (await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId })).grandTotal;
    expect(quote.body.newGrandTotal).toBe((Number(before) + 340).toFixed(2));

    const asked = await request(t.server)
      .post(`/api/rentals/${rentalId}/extension`)
      .set('Authorization', `Bearer ${token}`)
      .send({ newEndDate, reason: 'The trip is longer' });
    expect(asked.status).toBe(200);
    const decided = await request(t.server)
      .patch(`/api/staff/rentals/${rentalId}/extension/approve`)
      .set('Authorization', `Bearer ${staffToken}`)
      .send({});
    expect(decided.status).toBe(200);
    const rental = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId });
    expect(rental.grandTotal).toBe(quote.body.newGrandTotal);
    const added = (await entriesOf(rentalId)).filter((entry) => entry.sourceKey?.endsWith(`:${newEndDate}`));
    expect(added.map((entry) => [entry.category, entry.amountSen])).toEqual([
      ['extension', 30_000],
      ['add_on_untaxed', 4_000],
    ]);

    // Someone else's rental, a date not after the end, a malformed date: clear refusals.
    const stranger = await customerToken();
    const other = await extensionQuote(rentalId, stranger.token, addDays(newEndDate, 1));
    expect(other.status).toBe(404);
    const earlier = await extensionQuote(rentalId, token, monday);
    expect(earlier.status).toBe(400);
    const malformed = await extensionQuote(rentalId, token, '2027-02-30');
    expect(malformed.status).toBe(400);
  });

  it('lets staff change the add-ons and delivery until the agreement: booked prices kept, the account corrected by reversal', async () => {
    const car = await makeVehicle(t.dataSource, { dailyRate: '100.00', deposit: '100.00' });
    const seat = await makeAddOn(t.dataSource, { nameEn: 'Infant seat', priceSen: 1_000, capSen: null, stock: 3 });
    const zone = await makeDeliveryZone(t.dataSource, { nameEn: 'Shah Alam', feeSen: 4_000 });
    const { token } = await customerToken();
    const start = addDays(monday, 30);
    // Three days with one seat: 300.00 + 30.00 + 100.00 deposit.
    const sent = await ask(token, {
      vehicleId: car.id,
      startDate: start,
      endDate: addDays(start, 3),
      addOns: [{ addOnId: seat.id, quantity: 1 }],
    });
    const approved = await approve(sent.body.id);
    expect(approved.body.rental.grandTotal).toBe('430.00');
    const rentalId = approved.body.rental.id as number;

    // The seat's price goes up; the rental keeps its booked RM 10.00 a day for it.
    await t.dataSource.getRepository(AddOn).update(seat.id, { priceSen: 2_000 });
    const change = (body: Record<string, unknown>) =>
      request(t.server).put(`/api/staff/rentals/${rentalId}/extras`).set('Authorization', `Bearer ${staffToken}`).send(body);
    const changed = await change({ addOns: [{ addOnId: seat.id, quantity: 2 }], deliveryZoneId: zone.id });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: rentalId, grandTotal: '500.00' });
    const entries = await entriesOf(rentalId);
    const live = entries.filter((entry) => entry.reversesEntryId === null && !entries.some((other) => other.reversesEntryId === entry.id));
    expect(live.filter((entry) => entry.kind === 'charge').map((entry) => [entry.category, entry.amountSen])).toEqual([
      ['rental_days', 30_000],
      ['add_on', 6_000],
      ['delivery', 4_000],
    ]);
    // The first seat line stays on the account with its reversal beside it.
    expect(entries.filter((entry) => entry.category === 'add_on').map((entry) => entry.amountSen)).toEqual([3_000, -3_000, 6_000]);
    expect(entries.reduce((sum, entry) => sum + entry.amountSen, 0)).toBe(sen('500.00'));
    await expect(t.dataSource.getRepository(RentalAddOn).findBy({ rentalId })).resolves.toMatchObject([{ addOnId: seat.id, quantity: 2 }]);
    await expect(
      t.dataSource.getRepository(StaffLog).findOneBy({ action: 'rental_extras_changed', targetId: String(rentalId) }),
    ).resolves.toMatchObject({
      details: expect.objectContaining({ previousGrandTotal: '430.00', grandTotal: '500.00' }),
    });

    // Taking every extra off leaves the days and the deposit; the seat is free for others again.
    const bare = await change({});
    expect(bare.body.grandTotal).toBe('400.00');
    await expect(t.dataSource.getRepository(RentalAddOn).countBy({ rentalId })).resolves.toBe(0);

    // More than the business has, an add-on not offered: clear refusals, nothing changed.
    const tooMany = await change({ addOns: [{ addOnId: seat.id, quantity: 4 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('ADD_ON_BEYOND_STOCK');
    const unknown = await change({ addOns: [{ addOnId: 99_999_999, quantity: 1 }] });
    expect(unknown.status).toBe(400);
    await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId })).resolves.toMatchObject({ grandTotal: '400.00' });

    // Once the agreement is signed, the extras are fixed.
    await t.dataSource.getRepository(Rental).update(rentalId, { status: 'approved' });
    const late = await change({ addOns: [{ addOnId: seat.id, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('EXTRAS_LOCKED');
  });
});
