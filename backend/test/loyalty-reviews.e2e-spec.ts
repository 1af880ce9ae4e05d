import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { inTransaction } from '../src/common/database/transactions';
import { Customer } from '../src/customers/entities/customer.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { Loyalty1763900000006 } from '../src/database/migrations/1763900000006-Loyalty';
import { RentalLinkVersionAndLoyalty1763900000015 } from '../src/database/migrations/1763900000015-RentalLinkVersionAndLoyalty';
import { CustomerActivity } from '../src/loyalty/entities/customer-activity.entity';
import { CustomerBadge } from '../src/loyalty/entities/customer-badge.entity';
import { CustomerReview } from '../src/loyalty/entities/customer-review.entity';
import { LoyaltyTier } from '../src/loyalty/entities/loyalty-tier.entity';
import { LoyaltyService } from '../src/loyalty/loyalty.service';
import { Payment } from '../src/payments/entities/payment.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { payRental } from './factories/paid-rental.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createScratchDatabase } from './setup/scratch-database';
import { createTestApp, TestApp } from './setup/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Loyalty tiers, points, badges and activity; reviews and their moderation. */
describe('Loyalty, badges and reviews (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
  });

  afterAll(() => t.close());

  const bearer = (token: string) => `Bearer ${token}`;
  const customerToken = (customer: Customer) => tokenFor(t.app, customer.id, 'customer');
  const loyaltyOf = async (customer: Customer) =>
    request(t.server)
      .get('/api/customers/me/loyalty')
      .set('Authorization', bearer(await customerToken(customer)));
  const setPoints = (customer: Customer, loyaltyPoints: number) =>
    t.dataSource.getRepository(Customer).update(customer.id, { loyaltyPoints });
  const pointsOf = async (customer: Customer) =>
    (await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id })).loyaltyPoints;
  const activitiesOf = (customer: Customer, activityType?: string) =>
    t.dataSource
      .getRepository(CustomerActivity)
      .find({ where: { customerId: customer.id, ...(activityType ? { activityType } : {}) }, order: { id: 'ASC' } });
  const badgesOf = (customer: Customer) =>
    t.dataSource.getRepository(CustomerBadge).find({ where: { customerId: customer.id }, order: { id: 'ASC' } });
  const markReturned = (rental: Rental, returnDate: string) =>
    request(t.server)
      .patch(`/api/staff/rentals/${rental.id}/return`)
      .set('Authorization', bearer(staffToken))
      .send({ returnDate, returnMileage: 100, fuelLevel: 4 });
  const postReview = async (customer: Customer, body: object) =>
    request(t.server)
      .post('/api/customer-reviews')
      .set('Authorization', bearer(await customerToken(customer)))
      .send(body);
  /** A rental that is out now and ends on the given day (RM 0.00 unless told). */
  const outUntil = async (customer: Customer, endDate: string, vehicle?: Vehicle, grandTotal = '0.00') =>
    makeRental(
      t.dataSource,
      customer,
      vehicle ?? (await makeVehicle(t.dataSource)),
      { startDate: daysFromToday(-5), endDate, status: 'active' },
      { grandTotal },
    );
  /** The same, costing RM 100.00 and paid in full by a verified payment. */
  const paidOutUntil = async (customer: Customer, endDate: string, vehicle?: Vehicle) => {
    const rental = await outUntil(customer, endDate, vehicle, '100.00');
    await payRental(t.dataSource, rental, '100.00');
    return rental;
  };
  const verifyPayment = (payment: Payment) =>
    request(t.server)
      .patch(`/api/staff/payments/${payment.id}/status`)
      .set('Authorization', bearer(staffToken))
      .send({ status: 'completed' });
  const deleteRental = (rental: Rental) =>
    request(t.server).delete(`/api/staff/rentals/${rental.id}`).set('Authorization', bearer(staffToken));
  const completedRental = async (customer: Customer, vehicle?: Vehicle) =>
    makeRental(t.dataSource, customer, vehicle ?? (await makeVehicle(t.dataSource)), {
      startDate: daysFromToday(-5),
      endDate: daysFromToday(-2),
      status: 'completed',
    });

  describe('tiers and points', () => {
    it('lists the four seeded tiers to anyone, lowest first', async () => {
      const response = await request(t.server).get('/api/loyalty/tiers');
      expect(response.status).toBe(200);
      expect(response.body.map(({ id: _id, ...tier }: { id: number }) => tier)).toEqual([
        { tierName: 'Bronze', minPoints: 0, maxPoints: 499, discountPercentage: '0.00', benefits: ['earnPoints'] },
        {
          tierName: 'Silver',
          minPoints: 500,
          maxPoints: 1499,
          discountPercentage: '5.00',
          benefits: ['earnPoints', 'tierDiscount', 'priorityBooking'],
        },
        {
          tierName: 'Gold',
          minPoints: 1500,
          maxPoints: 4999,
          discountPercentage: '10.00',
          benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery'],
        },
        {
          tierName: 'Platinum',
          minPoints: 5000,
          maxPoints: null,
          discountPercentage: '15.00',
          benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery', 'dedicatedSupport'],
        },
      ]);
    });

    it('puts 499 points in Bronze and 500 in Silver, with the way to the next tier', async () => {
      const customer = await makeCustomer(t.dataSource);
      await setPoints(customer, 499);
      const bronze = await loyaltyOf(customer);
      expect(bronze.status).toBe(200);
      expect(bronze.body).toMatchObject({
        points: 499,
        tier: { tierName: 'Bronze' },
        nextTier: { tierName: 'Silver', minPoints: 500 },
        pointsToNextTier: 1,
        progressPercent: 99,
        badges: [],
      });
      expect(bronze.body.tiers.map((tier: { tierName: string }) => tier.tierName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);

      await setPoints(customer, 500);
      await expect(loyaltyOf(customer)).resolves.toMatchObject({
        body: {
          points: 500,
          tier: { tierName: 'Silver', discountPercentage: '5.00' },
          nextTier: { tierName: 'Gold' },
          pointsToNextTier: 1000,
          progressPercent: 0,
        },
      });
      await setPoints(customer, 1000);
      await expect(loyaltyOf(customer)).resolves.toMatchObject({
        body: { tier: { tierName: 'Silver' }, pointsToNextTier: 500, progressPercent: 50 },
      });
      await setPoints(customer, 7000);
      await expect(loyaltyOf(customer)).resolves.toMatchObject({
        body: { tier: { tierName: 'Platinum' }, nextTier: null, pointsToNextTier: null, progressPercent: 100 },
      });
    });

    it('is for the signed-in customer only', async () => {
      expect((await request(t.server).get('/api/customers/me/loyalty')).status).toBe(401);
      expect((await request(t.server).get('/api/customers/me/loyalty').set('Authorization', bearer(staffToken))).status).toBe(403);
      expect((await request(t.server).get('/api/customers/me/activity').set('Authorization', bearer(staffToken))).status).toBe(403);
    });

    it('records points and, when they cross a tier minimum, the tier reached (payment points and bonuses share this path)', async () => {
      const customer = await makeCustomer(t.dataSource);
      await setPoints(customer, 450);
      const loyalty = t.app.get(LoyaltyService);
      await inTransaction(t.dataSource, (manager) =>
        loyalty.addPoints(manager, customer.id, 60, 'points_earned', 'Payment TEST-1 verified'),
      );
      await inTransaction(t.dataSource, (manager) =>
        loyalty.addPoints(manager, customer.id, 10, 'points_earned', 'Payment TEST-2 verified'),
      );
      expect(await pointsOf(customer)).toBe(520);
      const rows = await activitiesOf(customer);
      expect(rows.map(({ activityType, description, pointsEarned }) => ({ activityType, description, pointsEarned }))).toEqual([
        { activityType: 'points_earned', description: 'Payment TEST-1 verified', pointsEarned: 60 },
        { activityType: 'tier_reached', description: 'Reached the Silver tier', pointsEarned: 0 },
        { activityType: 'points_earned', description: 'Payment TEST-2 verified', pointsEarned: 10 },
      ]);
    });
  });

  describe('returns and badges', () => {
    it('gives the on-time bonus and the First Rental badge when a paid rental comes back on its end date', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await paidOutUntil(customer, daysFromToday(0));
      const response = await markReturned(rental, daysFromToday(0));
      expect(response.status).toBe(200);
      expect(await pointsOf(customer)).toBe(50);
      const rows = await activitiesOf(customer);
      expect(rows.map(({ activityType, pointsEarned }) => ({ activityType, pointsEarned }))).toEqual([
        { activityType: 'on_time_bonus', pointsEarned: 50 },
        { activityType: 'badge_earned', pointsEarned: 0 },
      ]);
      expect(rows[0].description).toBe(`Rental #${rental.id} returned on time`);
      const badges = await badgesOf(customer);
      expect(badges).toHaveLength(1);
      expect(badges[0]).toMatchObject({ badgeType: 'first_rental', badgeName: 'First Rental' });
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ targetType: 'rental', targetId: String(rental.id) });
      expect(logs[0].details).toMatchObject({ onTimeBonus: 50 });

      const early = await paidOutUntil(customer, daysFromToday(3));
      expect((await markReturned(early, daysFromToday(0))).status).toBe(200);
      expect(await pointsOf(customer)).toBe(100);
      await expect(badgesOf(customer)).resolves.toHaveLength(1);
    });

    it('gives no bonus for a late return, but the badge all the same', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await paidOutUntil(customer, daysFromToday(-1));
      expect((await markReturned(rental, daysFromToday(0))).status).toBe(200);
      expect(await pointsOf(customer)).toBe(0);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toHaveLength(0);
      await expect(badgesOf(customer)).resolves.toMatchObject([{ badgeType: 'first_rental' }]);
    });

    it('of 10 parallel awards of one badge, one inserts it and writes its activity', async () => {
      const customer = await makeCustomer(t.dataSource);
      const loyalty = t.app.get(LoyaltyService);
      const award = () => inTransaction(t.dataSource, (manager) => loyalty.awardBadge(manager, customer.id, 'first_review'));
      // SQLite's single connection cannot open transactions side by side outside the app's request flow: one after another there.
      const results: boolean[] = [];
      if (t.dataSource.options.type === 'mysql') results.push(...(await Promise.all(Array.from({ length: 10 }, award))));
      else for (let attempt = 0; attempt < 10; attempt += 1) results.push(await award());
      expect(results.filter(Boolean)).toHaveLength(1);
      await expect(badgesOf(customer)).resolves.toHaveLength(1);
      await expect(activitiesOf(customer, 'badge_earned')).resolves.toHaveLength(1);
    });

    it('10 rentals returned at once give 500 points, the three rental badges once each and Silver once', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await makeVehicle(t.dataSource);
      const rentals = await Promise.all(Array.from({ length: 10 }, () => paidOutUntil(customer, daysFromToday(1), vehicle)));
      const responses = await Promise.all(rentals.map((rental) => markReturned(rental, daysFromToday(0))));
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(await pointsOf(customer)).toBe(500);
      expect((await badgesOf(customer)).map((badge) => badge.badgeType).sort()).toEqual(['first_rental', 'five_rentals', 'ten_rentals']);
      await expect(activitiesOf(customer, 'badge_earned')).resolves.toHaveLength(3);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toHaveLength(10);
      await expect(activitiesOf(customer, 'tier_reached')).resolves.toMatchObject([{ description: 'Reached the Silver tier' }]);

      const summary = await loyaltyOf(customer);
      expect(summary.body.tier.tierName).toBe('Silver');
      expect(summary.body.badges.map((badge: { badgeType: string }) => badge.badgeType).sort()).toEqual([
        'first_rental',
        'five_rentals',
        'ten_rentals',
      ]);
    });

    it('a RM 0.00 rental returned on time earns no points and no badge', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await outUntil(customer, daysFromToday(0));
      expect((await markReturned(rental, daysFromToday(0))).status).toBe(200);
      expect(await pointsOf(customer)).toBe(0);
      await expect(activitiesOf(customer)).resolves.toEqual([]);
      await expect(badgesOf(customer)).resolves.toEqual([]);
      const log = await t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'rental_returned', targetId: String(rental.id) });
      expect(log.details).toMatchObject({ onTimeBonus: 0, loyaltyEarned: false });
      // Nor does it count toward the next badges: the first paid rental is the First Rental.
      expect((await markReturned(await paidOutUntil(customer, daysFromToday(0)), daysFromToday(0))).status).toBe(200);
      expect(await pointsOf(customer)).toBe(50);
      await expect(badgesOf(customer)).resolves.toMatchObject([{ badgeType: 'first_rental' }]);
    });

    it('an unpaid rental earns nothing at its return, then earns once when the payment completing it is verified', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await outUntil(customer, daysFromToday(0), undefined, '100.50');
      const part = await payRental(t.dataSource, rental, '60.00', 'pending');
      const rest = await payRental(t.dataSource, rental, '40.50', 'pending');
      const extra = await payRental(t.dataSource, rental, '10.00', 'pending');
      expect((await markReturned(rental, daysFromToday(0))).status).toBe(200);
      expect(await pointsOf(customer)).toBe(0);
      await expect(badgesOf(customer)).resolves.toEqual([]);

      // RM 60.00 of RM 100.50: 60 payment points, no bonus yet.
      expect((await verifyPayment(part)).status).toBe(200);
      expect(await pointsOf(customer)).toBe(60);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toHaveLength(0);
      // The last RM 40.50 covers the total to the sen: 40 payment points and the on-time bonus, by the return date.
      expect((await verifyPayment(rest)).status).toBe(200);
      expect(await pointsOf(customer)).toBe(150);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toMatchObject([
        { pointsEarned: 50, description: `Rental #${rental.id} returned on time` },
      ]);
      await expect(badgesOf(customer)).resolves.toMatchObject([{ badgeType: 'first_rental' }]);
      const log = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'payment_status_updated', targetId: String(rest.id) });
      expect(log.details).toMatchObject({ pointsEarned: 40, rentalOnTimeBonus: 50 });
      // Paying more later gives its payment points, never the bonus again.
      expect((await verifyPayment(extra)).status).toBe(200);
      expect(await pointsOf(customer)).toBe(160);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toHaveLength(1);
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
        loyaltyBonusPoints: 50,
      });
    });

    it('a return and the verification of its last payment at the same time give the bonus exactly once', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await makeVehicle(t.dataSource);
      const rentals = await Promise.all(Array.from({ length: 6 }, () => outUntil(customer, daysFromToday(1), vehicle, '100.00')));
      const payments = await Promise.all(rentals.map((rental) => payRental(t.dataSource, rental, '100.00', 'pending')));
      const responses = await Promise.all(
        rentals.flatMap((rental, index) => [markReturned(rental, daysFromToday(0)), verifyPayment(payments[index])]),
      );
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 12 }, () => 200));
      // 6 x (100 payment points + 50 bonus).
      expect(await pointsOf(customer)).toBe(900);
      await expect(activitiesOf(customer, 'on_time_bonus')).resolves.toHaveLength(6);
      expect((await badgesOf(customer)).map((badge) => badge.badgeType).sort()).toEqual(['first_rental', 'five_rentals']);
    });

    it('deleting a rental takes back its bonus and the badges it carried, by new entries, logged', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await makeVehicle(t.dataSource);
      const rentals: Rental[] = [];
      for (let index = 0; index < 5; index += 1) {
        const rental = await paidOutUntil(customer, daysFromToday(index === 4 ? -1 : 1), vehicle);
        expect((await markReturned(rental, daysFromToday(0))).status).toBe(200);
        rentals.push(rental);
      }
      // Four on time (200 points), the fifth late; First Rental and Road Regular.
      expect(await pointsOf(customer)).toBe(200);
      expect((await badgesOf(customer)).map((badge) => badge.badgeType)).toEqual(['first_rental', 'five_rentals']);
      const before = await activitiesOf(customer);

      // The late one: no points to take back, but Road Regular goes (4 rentals left).
      expect((await deleteRental(rentals[4])).status).toBe(200);
      expect(await pointsOf(customer)).toBe(200);
      expect((await badgesOf(customer)).map((badge) => badge.badgeType)).toEqual(['first_rental']);
      // An on-time one: its 50 points go back.
      expect((await deleteRental(rentals[0])).status).toBe(200);
      expect(await pointsOf(customer)).toBe(150);
      await expect(loyaltyOf(customer)).resolves.toMatchObject({ body: { points: 150, badges: [{ badgeType: 'first_rental' }] } });

      const after = await activitiesOf(customer);
      // Earlier entries are untouched; the reversals are new ones.
      expect(after.slice(0, before.length)).toEqual(before);
      expect(
        after.slice(before.length).map(({ activityType, pointsEarned, description }) => ({ activityType, pointsEarned, description })),
      ).toEqual([
        {
          activityType: 'badge_removed',
          pointsEarned: 0,
          description: `The 'Road Regular' badge was removed: rental #${rentals[4].id} was deleted`,
        },
        { activityType: 'points_reversed', pointsEarned: -50, description: `Rental #${rentals[0].id} deleted: on-time bonus reversed` },
      ]);
      const log = async (rental: Rental) =>
        (await t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'rental_deleted', targetId: String(rental.id) })).details;
      await expect(log(rentals[4])).resolves.toMatchObject({ loyaltyPointsReversed: 0, badgesRemoved: 'five_rentals' });
      await expect(log(rentals[0])).resolves.toMatchObject({ loyaltyPointsReversed: 50, badgesRemoved: '' });

      // Down to none: First Rental goes with the last one; the payments and their points were never the rental's to take.
      for (const rental of rentals.slice(1, 4)) expect((await deleteRental(rental)).status).toBe(200);
      expect(await pointsOf(customer)).toBe(0);
      await expect(badgesOf(customer)).resolves.toEqual([]);
      await expect(t.dataSource.getRepository(Payment).countBy({ customerId: customer.id, paymentStatus: 'completed' })).resolves.toBe(5);
      // A rental that earned nothing takes nothing back.
      const unpaid = await outUntil(customer, daysFromToday(0), vehicle, '80.00');
      expect((await markReturned(unpaid, daysFromToday(0))).status).toBe(200);
      expect((await deleteRental(unpaid)).status).toBe(200);
      await expect(log(unpaid)).resolves.toMatchObject({ loyaltyPointsReversed: 0, badgesRemoved: '' });
    });

    it('gives One Year With Us to a customer who joined 400 days ago, once', async () => {
      const customer = await makeCustomer(t.dataSource);
      await t.dataSource.getRepository(Customer).update(customer.id, { createdAt: new Date(Date.now() - 400 * DAY_MS) });
      const [first, second] = await Promise.all([loyaltyOf(customer), loyaltyOf(customer)]);
      expect(first.body.badges).toMatchObject([{ badgeType: 'one_year', badgeName: 'One Year With Us' }]);
      expect(second.body.badges).toHaveLength(1);
      await expect(loyaltyOf(customer)).resolves.toMatchObject({ body: { badges: [{ badgeType: 'one_year' }] } });
      await expect(activitiesOf(customer, 'badge_earned')).resolves.toHaveLength(1);

      const newcomer = await makeCustomer(t.dataSource);
      await t.dataSource.getRepository(Customer).update(newcomer.id, { createdAt: new Date(Date.now() - 300 * DAY_MS) });
      await expect(loyaltyOf(newcomer)).resolves.toMatchObject({ body: { badges: [] } });
    });

    it('pages the activity newest first', async () => {
      const customer = await makeCustomer(t.dataSource);
      const base = Date.now() - 10 * DAY_MS;
      for (let index = 0; index < 5; index += 1) {
        const row = await t.dataSource
          .getRepository(CustomerActivity)
          .save({ customerId: customer.id, activityType: 'points_earned', description: `Step ${index}`, pointsEarned: index });
        await t.dataSource.getRepository(CustomerActivity).update(row.id, { createdAt: new Date(base + index * DAY_MS) });
      }
      const token = await customerToken(customer);
      const first = await request(t.server).get('/api/customers/me/activity?page=1&limit=2').set('Authorization', bearer(token));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
      expect(first.body.items.map((item: { description: string }) => item.description)).toEqual(['Step 4', 'Step 3']);
      expect(Object.keys(first.body.items[0]).sort()).toEqual(['activityType', 'createdAt', 'description', 'id', 'pointsEarned']);
      const last = await request(t.server).get('/api/customers/me/activity?page=3&limit=2').set('Authorization', bearer(token));
      expect(last.body.items.map((item: { description: string }) => item.description)).toEqual(['Step 0']);
      expect((await request(t.server).get('/api/customers/me/activity?limit=101').set('Authorization', bearer(token))).status).toBe(400);
    });
  });

  describe('reviews', () => {
    it('takes one review of a completed rental, trimmed, with its activity, the First Review badge and the rental showing it', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await completedRental(customer);
      const other = await completedRental(customer);
      const response = await postReview(customer, { rentalId: rental.id, rating: 5, reviewText: '  Clean car, easy pickup.  ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        rentalId: rental.id,
        rating: 5,
        reviewText: 'Clean car, easy pickup.',
        isPublic: true,
        createdAt: expect.any(String),
      });
      await expect(activitiesOf(customer, 'review_posted')).resolves.toHaveLength(1);
      await expect(badgesOf(customer)).resolves.toMatchObject([{ badgeType: 'first_review', badgeName: 'First Review' }]);

      const again = await postReview(customer, { rentalId: rental.id, rating: 4 });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already reviewed this rental.');

      const mine = await request(t.server)
        .get('/api/rentals/mine?limit=100')
        .set('Authorization', bearer(await customerToken(customer)));
      const reviewOf = (id: number) => mine.body.items.find((item: { id: number }) => item.id === id)?.review;
      expect(reviewOf(rental.id)).toEqual({ id: response.body.id, rating: 5 });
      expect(reviewOf(other.id)).toBeNull();

      const blank = await postReview(customer, { rentalId: other.id, rating: 3, reviewText: '   ', isPublic: false });
      expect(blank.status).toBe(201);
      expect(blank.body).toMatchObject({ reviewText: null, isPublic: false });
      await expect(badgesOf(customer)).resolves.toHaveLength(1);
    });

    it("refuses someone else's rental (404), one not completed (409) and bad input (400)", async () => {
      const customer = await makeCustomer(t.dataSource);
      const stranger = await makeCustomer(t.dataSource);
      const theirs = await completedRental(stranger);
      const notYours = await postReview(customer, { rentalId: theirs.id, rating: 5 });
      expect(notYours.status).toBe(404);
      expect(notYours.body.message).toBe('Rental not found');
      expect((await postReview(customer, { rentalId: 2147483647, rating: 5 })).status).toBe(404);

      const active = await outUntil(customer, daysFromToday(2));
      const early = await postReview(customer, { rentalId: active.id, rating: 5 });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Only completed rentals can be reviewed.');

      const rental = await completedRental(customer);
      for (const rating of ['3.5', 3.5, 0, 6, 'abc', '3', null, -1]) {
        const response = await postReview(customer, { rentalId: rental.id, rating });
        expect({ rating, status: response.status }).toEqual({ rating, status: 400 });
      }
      expect((await postReview(customer, { rentalId: rental.id })).status).toBe(400);
      expect((await postReview(customer, { rating: 4 })).status).toBe(400);
      expect((await postReview(customer, { rentalId: 'abc', rating: 4 })).status).toBe(400);
      expect((await postReview(customer, { rentalId: rental.id, rating: 4, reviewText: 'x'.repeat(1001) })).status).toBe(400);
      expect((await postReview(customer, { rentalId: rental.id, rating: 4, reviewText: 12 })).status).toBe(400);
      expect((await postReview(customer, { rentalId: rental.id, rating: 4, isPublic: 'yes' })).status).toBe(400);
      expect((await postReview(customer, { rentalId: rental.id, rating: 4, customerId: stranger.id })).status).toBe(400);
      await expect(t.dataSource.getRepository(CustomerReview).countBy({ rentalId: rental.id })).resolves.toBe(0);
      const longest = await postReview(customer, { rentalId: rental.id, rating: 4, reviewText: `  ${'x'.repeat(1000)}  ` });
      expect(longest.status).toBe(201);

      expect((await request(t.server).post('/api/customer-reviews').send({ rentalId: rental.id, rating: 4 })).status).toBe(401);
      expect(
        (
          await request(t.server)
            .post('/api/customer-reviews')
            .set('Authorization', bearer(staffToken))
            .send({ rentalId: rental.id, rating: 4 })
        ).status,
      ).toBe(403);
    });

    it('of 10 reviews of one rental posted at once, exactly one is written', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await completedRental(customer);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => postReview(customer, { rentalId: rental.id, rating: 1 + (index % 5) })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      await expect(t.dataSource.getRepository(CustomerReview).countBy({ rentalId: rental.id })).resolves.toBe(1);
      await expect(activitiesOf(customer, 'review_posted')).resolves.toHaveLength(1);
      await expect(badgesOf(customer)).resolves.toHaveLength(1);
    });

    it("shows a vehicle's public, unhidden reviews with their average to one decimal", async () => {
      const vehicle = await makeVehicle(t.dataSource);
      const review = async (fullName: string, rating: number, extra: object = {}) => {
        const customer = await makeCustomer(t.dataSource, { fullName });
        const rental = await completedRental(customer, vehicle);
        const response = await postReview(customer, { rentalId: rental.id, rating, reviewText: `${rating} stars`, ...extra });
        expect(response.status).toBe(201);
        return response.body as { id: number };
      };
      const reviews = (query = '') => request(t.server).get(`/api/vehicles/${vehicle.id}/reviews${query}`);

      await expect(reviews()).resolves.toMatchObject({
        status: 200,
        body: { averageRating: null, count: 0, items: [], total: 0, page: 1, limit: 5 },
      });
      await review('Siti Nurhaliza Tan', 5);
      await review('Ahmad', 4);
      await review('Private Person', 1, { isPublic: false });
      const hidden = await review('Hidden Person', 1);
      await t.dataSource.getRepository(CustomerReview).update(hidden.id, { isHidden: true });
      const otherCar = await makeCustomer(t.dataSource);
      await postReview(otherCar, { rentalId: (await completedRental(otherCar)).id, rating: 1 });

      const response = await reviews();
      expect(response.body).toMatchObject({ averageRating: 4.5, count: 2, total: 2, page: 1, limit: 5 });
      expect(response.body.items.map((item: { reviewerName: string; rating: number }) => [item.reviewerName, item.rating])).toEqual([
        ['Ahmad', 4],
        ['Siti T.', 5],
      ]);
      expect(Object.keys(response.body.items[0]).sort()).toEqual(['createdAt', 'id', 'rating', 'reviewText', 'reviewerName']);

      await review('Lim Wei', 4);
      await expect(reviews('?limit=1&page=2')).resolves.toMatchObject({
        body: { averageRating: 4.3, count: 3, total: 3, items: [{ reviewerName: 'Ahmad' }] },
      });
      expect((await request(t.server).get('/api/vehicles/2147483647/reviews')).status).toBe(404);
      expect((await request(t.server).get('/api/vehicles/abc/reviews')).status).toBe(400);
    });

    it('staff hide and show a review, each once, logged; customers and anonymous callers are refused', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Nur Aisyah' });
      const vehicle = await makeVehicle(t.dataSource);
      const rental = await completedRental(customer, vehicle);
      const posted = (await postReview(customer, { rentalId: rental.id, rating: 2, reviewText: 'Aircon was weak' })).body as { id: number };
      const staffCall = (path: string, token = staffToken) =>
        request(t.server).patch(`/api/staff/reviews/${posted.id}/${path}`).set('Authorization', bearer(token));
      const publicCount = async () => (await request(t.server).get(`/api/vehicles/${vehicle.id}/reviews`)).body.count as number;

      const listed = await request(t.server).get(`/api/staff/reviews?vehicleId=${vehicle.id}`).set('Authorization', bearer(staffToken));
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(listed.body.items[0]).toEqual({
        id: posted.id,
        rentalId: rental.id,
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        customerId: customer.id,
        customerName: 'Nur Aisyah',
        rating: 2,
        reviewText: 'Aircon was weak',
        isPublic: true,
        isHidden: false,
        createdAt: expect.any(String),
      });
      expect(await publicCount()).toBe(1);

      const hidden = await staffCall('hide');
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({ id: posted.id, isHidden: true });
      expect(await publicCount()).toBe(0);
      const hiddenAgain = await staffCall('hide');
      expect(hiddenAgain.status).toBe(409);
      expect(hiddenAgain.body.message).toBe('This review is already hidden.');

      const shown = await staffCall('show');
      expect(shown.status).toBe(200);
      expect(shown.body.isHidden).toBe(false);
      expect(await publicCount()).toBe(1);
      const shownAgain = await staffCall('show');
      expect(shownAgain.status).toBe(409);
      expect(shownAgain.body.message).toBe('This review is already shown.');

      const logs = await t.dataSource
        .getRepository(StaffLog)
        .find({ where: { targetType: 'review', targetId: String(posted.id) }, order: { id: 'ASC' } });
      expect(logs.map((log) => [log.action, log.staffId])).toEqual([
        ['review_hidden', staff.id],
        ['review_shown', staff.id],
      ]);

      const parallel = await Promise.all(Array.from({ length: 5 }, () => staffCall('hide')));
      expect(parallel.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);

      const ownToken = await customerToken(customer);
      expect((await staffCall('show', ownToken)).status).toBe(403);
      expect((await request(t.server).get('/api/staff/reviews').set('Authorization', bearer(ownToken))).status).toBe(403);
      expect((await request(t.server).get('/api/staff/reviews')).status).toBe(401);
      expect((await request(t.server).patch(`/api/staff/reviews/${posted.id}/show`)).status).toBe(401);
      expect((await request(t.server).patch('/api/staff/reviews/2147483647/hide').set('Authorization', bearer(staffToken))).status).toBe(
        404,
      );
      const admin = (await makeStaff(t.dataSource, { role: 'admin' })).member;
      expect((await staffCall('show', await tokenFor(t.app, admin.id, 'admin'))).status).toBe(200);
    });
  });

  describe('staff views and the tier discount', () => {
    const listRequests = async (): Promise<Array<{ id: number; customerTier: object; suggestedDiscount: string }>> => {
      const items: Array<{ id: number; customerTier: object; suggestedDiscount: string }> = [];
      for (let page = 1; ; page += 1) {
        const response = await request(t.server)
          .get(`/api/staff/booking-requests?status=pending&limit=100&page=${page}`)
          .set('Authorization', bearer(staffToken));
        expect(response.status).toBe(200);
        items.push(...response.body.items);
        if (page * 100 >= response.body.total) return items;
      }
    };
    const approve = (id: number, body?: object) => {
      const call = request(t.server).patch(`/api/staff/booking-requests/${id}/approve`).set('Authorization', bearer(staffToken));
      return body === undefined ? call : call.send(body);
    };

    it("shows staff the customer's points and tier", async () => {
      const customer = await makeCustomer(t.dataSource);
      await setPoints(customer, 1500);
      const response = await request(t.server)
        .get(`/api/staff/customers?search=${encodeURIComponent(customer.email)}`)
        .set('Authorization', bearer(staffToken));
      expect(response.status).toBe(200);
      expect(response.body.items).toMatchObject([{ id: customer.id, loyaltyPoints: 1500, tierName: 'Gold' }]);
    });

    it('offers the tier discount, applies it on an empty approval, and the rental keeps it when the tier changes', async () => {
      const silver = await makeCustomer(t.dataSource);
      await setPoints(silver, 500);
      const bronze = await makeCustomer(t.dataSource);
      const car = await makeVehicle(t.dataSource, { dailyRate: '100.00', deposit: '200.00' });
      const offered = await makeBookingRequest(t.dataSource, silver, car, { startDate: daysFromToday(10), endDate: daysFromToday(13) });
      const plain = await makeBookingRequest(t.dataSource, bronze, await makeVehicle(t.dataSource, { dailyRate: '100.00' }), {
        startDate: daysFromToday(10),
        endDate: daysFromToday(13),
      });

      const listed = await listRequests();
      expect(listed.find((item) => item.id === offered.id)).toMatchObject({
        customerTier: { tierName: 'Silver', discountPercentage: '5.00' },
        suggestedDiscount: '15.00',
      });
      expect(listed.find((item) => item.id === plain.id)).toMatchObject({
        customerTier: { tierName: 'Bronze', discountPercentage: '0.00' },
        suggestedDiscount: '0.00',
      });

      const approved = await approve(offered.id);
      expect(approved.status).toBe(200);
      expect(approved.body.rental).toMatchObject({ totalDays: 3, rentalPerDay: '100.00', discount: '15.00', grandTotal: '485.00' });
      expect(approved.body.bookingRequest).toMatchObject({ customerTier: { tierName: 'Silver' }, suggestedDiscount: '15.00' });

      await setPoints(silver, 6000);
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: approved.body.rental.id })).resolves.toMatchObject({
        discount: '15.00',
        grandTotal: '485.00',
      });
      const rentalView = await request(t.server)
        .get(`/api/staff/rentals/${approved.body.rental.id}`)
        .set('Authorization', bearer(staffToken));
      expect(rentalView.body).toMatchObject({ discount: '15.00', grandTotal: '485.00' });
    });

    it('takes the discount staff chose, from 0 up to the rental amount', async () => {
      const customer = await makeCustomer(t.dataSource);
      await setPoints(customer, 2000);
      const request3Days = async () =>
        makeBookingRequest(t.dataSource, customer, await makeVehicle(t.dataSource, { dailyRate: '100.00', deposit: '200.00' }), {
          startDate: daysFromToday(10),
          endDate: daysFromToday(13),
        });

      const none = await approve((await request3Days()).id, { discount: '0.00' });
      expect(none.status).toBe(200);
      expect(none.body.rental).toMatchObject({ discount: '0.00', grandTotal: '500.00' });

      const tooMuch = await request3Days();
      const refused = await approve(tooMuch.id, { discount: '300.01' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Discount cannot be more than the rental amount.');
      await expect(t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: tooMuch.id })).resolves.toMatchObject({
        status: 'pending',
        rentalId: null,
      });
      for (const discount of ['-1', 'abc', '1.234', null]) expect((await approve(tooMuch.id, { discount })).status).toBe(400);

      const all = await approve(tooMuch.id, { discount: 300, staffId: 9, staffUsername: 'someone' });
      expect(all.status).toBe(200);
      expect(all.body.rental).toMatchObject({ discount: '300.00', grandTotal: '200.00' });
    });
  });
});

describe('The Loyalty1763900000006 migration', () => {
  it('seeds the tiers once, keeps tiers already there, adds isHidden and one review per rental, and reverts', async () => {
    const scratch = await createScratchDatabase('rental-loyalty');
    const dataSource = new DataSource(buildDataSourceOptions(scratch.settings));
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    const later = MIGRATIONS.length - MIGRATIONS.findIndex((migration) => migration === Loyalty1763900000006);
    const tiers = () => dataSource.getRepository(LoyaltyTier).find({ order: { minPoints: 'ASC' } });
    try {
      await dataSource.runMigrations();
      expect((await tiers()).map((tier) => [tier.tierName, tier.minPoints, tier.maxPoints, tier.discountPercentage])).toEqual([
        ['Bronze', 0, 499, '0.00'],
        ['Silver', 500, 1499, '5.00'],
        ['Gold', 1500, 4999, '10.00'],
        ['Platinum', 5000, null, '15.00'],
      ]);
      const table = await runner.getTable('customer_reviews');
      expect(table?.findColumnByName('isHidden')).toMatchObject({ isNullable: false });
      expect(table?.indices.find((index) => index.name === 'UQ_customer_reviews_rental')).toMatchObject({
        isUnique: true,
        columnNames: ['rentalId'],
      });
      if (scratch.settings.type === 'mysql') {
        // The entity and the migration agree (MariaDB's known no-op CHANGE of nullable columns aside).
        const pending = await dataSource.driver.createSchemaBuilder().log();
        const touching = pending.upQueries
          .map((query) => query.query)
          .filter((sql) => sql.includes('isHidden') || sql.includes('UQ_customer_reviews_rental'));
        expect(touching).toEqual([]);
      }

      // Two reviews without a rental are allowed; two of one rental are not.
      const customer = await makeCustomer(dataSource);
      const vehicle = await makeVehicle(dataSource);
      const rental = await makeRental(dataSource, customer, vehicle, {
        startDate: '2026-01-01',
        endDate: '2026-01-02',
        status: 'completed',
      });
      const reviews = dataSource.getRepository(CustomerReview);
      await reviews.insert([
        { customerId: customer.id, rentalId: null, rating: 3 },
        { customerId: customer.id, rentalId: null, rating: 4 },
      ]);
      await reviews.insert({ customerId: customer.id, rentalId: rental.id, rating: 5 });
      await expect(reviews.insert({ customerId: customer.id, rentalId: rental.id, rating: 1 })).rejects.toThrow();
      await expect(reviews.findOneByOrFail({ rentalId: rental.id })).resolves.toMatchObject({ isHidden: false });
      await reviews.delete({ customerId: customer.id });

      for (let undo = 0; undo < later; undo += 1) await dataSource.undoLastMigration();
      expect(await runner.hasColumn('customer_reviews', 'isHidden')).toBe(false);
      expect((await runner.getTable('customer_reviews'))?.indices.map((index) => index.name)).not.toContain('UQ_customer_reviews_rental');
      await expect(tiers()).resolves.toEqual([]);

      // A tier already there is kept as it is; only the missing ones are added.
      await runner.query(
        "INSERT INTO loyalty_tiers (tierName, minPoints, maxPoints, discountPercentage, benefits) VALUES ('Silver', 400, 1499, '6.00', '[]')",
      );
      await expect(dataSource.runMigrations()).resolves.toHaveLength(later);
      expect((await tiers()).map((tier) => [tier.tierName, tier.discountPercentage])).toEqual([
        ['Bronze', '0.00'],
        ['Silver', '6.00'],
        ['Gold', '10.00'],
        ['Platinum', '15.00'],
      ]);
      await expect(dataSource.showMigrations()).resolves.toBe(false);
    } finally {
      await runner.release();
      await dataSource.destroy();
      await scratch.drop();
    }
  }, 120_000);
});

describe('The RentalLinkVersionAndLoyalty1763900000015 migration', () => {
  it('withdraws the links of rentals already cancelled, marks rentals already returned as having earned, and reverts', async () => {
    const scratch = await createScratchDatabase('rental-link-version');
    const dataSource = new DataSource(buildDataSourceOptions(scratch.settings));
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    const fromMine = MIGRATIONS.length - MIGRATIONS.findIndex((migration) => migration === RentalLinkVersionAndLoyalty1763900000015);
    try {
      await dataSource.runMigrations();
      const customer = await makeCustomer(dataSource);
      for (let undo = 0; undo < fromMine; undo += 1) await dataSource.undoLastMigration();
      expect(await runner.hasColumn('rentals', 'agreementLinkVersion')).toBe(false);
      expect(await runner.hasColumn('rentals', 'loyaltyBonusPoints')).toBe(false);
      const insert = (status: string, endDate: string, returnDate: string | null) =>
        runner.query(
          'INSERT INTO rentals (customerId, vehicle, startDate, endDate, totalDays, rentalPerDay, deposit, grandTotal, status, returnDate) VALUES (?, ?, ?, ?, 1, 100, 0, 100, ?, ?)',
          [customer.id, 'Old car', '2026-01-01', endDate, status, returnDate],
        );
      await insert('cancelled', '2026-01-02', null);
      await insert('completed', '2026-01-02', '2026-01-02');
      await insert('completed', '2026-01-02', '2026-01-05');
      await insert('completed', '2026-01-02', null);
      await insert('active', '2026-01-02', null);

      await expect(dataSource.runMigrations()).resolves.toHaveLength(fromMine);
      const rows = (await runner.query(
        'SELECT status, returnDate, agreementLinkVersion, loyaltyBonusPoints FROM rentals ORDER BY id',
      )) as Array<Record<string, unknown>>;
      expect(
        rows.map((row) => [
          row.status,
          Number(row.agreementLinkVersion),
          row.loyaltyBonusPoints === null ? null : Number(row.loyaltyBonusPoints),
        ]),
      ).toEqual([
        ['cancelled', 1, null],
        ['completed', 0, 50],
        ['completed', 0, 0],
        ['completed', 0, 0],
        ['active', 0, null],
      ]);
      if (scratch.settings.type === 'mysql') {
        // The entity and the migration agree; MariaDB reads a NULL default back as text, so TypeORM proposes a no-op CHANGE of the nullable column.
        const pending = await dataSource.driver.createSchemaBuilder().log();
        const touching = pending.upQueries
          .map((query) => query.query)
          .filter((sql) => sql.includes('agreementLinkVersion') || sql.includes('loyaltyBonusPoints'));
        expect(touching.filter((sql) => sql !== 'ALTER TABLE `rentals` CHANGE `loyaltyBonusPoints` `loyaltyBonusPoints` int NULL')).toEqual(
          [],
        );
      }
      for (let undo = 0; undo < fromMine; undo += 1) await dataSource.undoLastMigration();
      expect(await runner.hasColumn('rentals', 'agreementLinkVersion')).toBe(false);
      expect(await runner.hasColumn('rentals', 'loyaltyBonusPoints')).toBe(false);
    } finally {
      await runner.release();
      await dataSource.destroy();
      await scratch.drop();
    }
  }, 120_000);
});
