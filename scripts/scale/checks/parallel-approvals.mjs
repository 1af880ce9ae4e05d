import { call } from '../lib/http.mjs';
import { createVehicle, daysFromToday } from '../lib/fixtures.mjs';

const REQUESTS = 30;

/**
 * (3) 30 pending requests for one vehicle with overlapping dates, approved at once, spread over
 * the replicas: exactly one approval succeeds and the database holds exactly one rental for the
 * vehicle. Only a lock the replicas share (the database's) can give that.
 */
export async function parallelApprovals(ctx) {
  const vehicle = await createVehicle(ctx, `Scale Car ${ctx.runId}`, 'SCL');

  // Fixtures straight into the database: the API caps a customer at 5 pending requests.
  const [created] = await ctx.db.pool.query(
    'INSERT INTO customers (fullName, email, phone, address, icPassportNumber, confirmedAt) VALUES (?, ?, ?, ?, ?, NOW())',
    ['Scale Approvals', `approvals.${ctx.runId}@example.com`, '012-345 6789', '2 Jalan Ujian, 50000 Kuala Lumpur', '900101-14-0001'],
  );
  const rows = Array.from({ length: REQUESTS }, (_, index) => [
    created.insertId,
    vehicle.id,
    vehicle.name,
    daysFromToday(10 + (index % 3)),
    daysFromToday(14 + (index % 4)),
    'pending',
  ]);
  await ctx.db.pool.query('INSERT INTO booking_requests (customerId, vehicleId, vehicleName, startDate, endDate, status) VALUES ?', [rows]);
  const [pending] = await ctx.db.pool.query('SELECT id FROM booking_requests WHERE vehicleId = ? ORDER BY id', [vehicle.id]);

  const answers = await Promise.all(
    pending.map(({ id }, index) =>
      call(ctx.replicas[index % ctx.replicas.length].base, 'PATCH', `/api/staff/booking-requests/${id}/approve`, { token: ctx.adminToken }),
    ),
  );
  const [[{ rentals }]] = await ctx.db.pool.query('SELECT COUNT(*) AS rentals FROM rentals WHERE vehicleId = ?', [vehicle.id]);
  const [[{ approved }]] = await ctx.db.pool.query(
    "SELECT COUNT(*) AS approved FROM booking_requests WHERE vehicleId = ? AND status = 'approved'",
    [vehicle.id],
  );
  const ok = answers.filter((answer) => answer.status === 200).length;
  const conflicts = answers.filter((answer) => answer.status === 409).length;
  const other = answers.length - ok - conflicts;
  const figures = `${answers.length} approvals: ${ok} ok, ${conflicts}x409, ${other} other; ${rentals} rental(s), ${approved} approved row(s)`;
  if (Number(rentals) !== 1 || Number(approved) !== 1 || ok !== 1 || other !== 0) throw new Error(figures);
  return figures;
}
