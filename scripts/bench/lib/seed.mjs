import { daysFromToday } from '../../scale/lib/fixtures.mjs';

/** Row counts per size: small and large, to see how each route's cost grows with the data. */
export const SIZES = {
  small: { vehicles: 100, customers: 5_000, rentals: 10_000, payments: 5_000 },
  large: { vehicles: 1_000, customers: 50_000, rentals: 200_000, payments: 100_000 },
};

/** The customer whose payment history is benchmarked holds this share of all payments. */
const HEAVY_PAYER_SHARE = 0.02;
/** Rows per multi-row INSERT: big enough to be quick, well under max_allowed_packet. */
const BATCH = 2_000;
/** Each vehicle's rentals run back to back up to about this many days from today. */
const FUTURE_DAYS = 60;
/** A rental lasts 1-7 days and the next starts 0-3 days after it: 4 + 1.5 days on average. */
const AVERAGE_STEP_DAYS = 5.5;

const FIRST_NAMES = [
  'Aisyah',
  'Muhammad',
  'Nur',
  'Ahmad',
  'Siti',
  'Tan',
  'Lim',
  'Wong',
  'Priya',
  'Rajesh',
  'Farah',
  'Hafiz',
  'Mei Ling',
  'Arjun',
  'Zainab',
  'Kumar',
];
const LAST_NAMES = [
  'binti Ahmad',
  'bin Ismail',
  'Wei Ming',
  'Chong',
  'a/p Muthu',
  'a/l Rajan',
  'binti Yusof',
  'bin Hassan',
  'Kah Hoe',
  'Siew Lan',
];
const CARS = [
  ['Perodua', 'Myvi', 'Compact'],
  ['Proton', 'Saga', 'Sedan'],
  ['Honda', 'City', 'Sedan'],
  ['Toyota', 'Vios', 'Sedan'],
  ['Proton', 'X70', 'SUV'],
  ['Perodua', 'Alza', 'MPV'],
];
const COLOURS = ['White', 'Silver', 'Red', 'Blue', 'Black', 'Grey'];
const PURPOSES = ['rental-deposit', 'rental-payment', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'];

/** Deterministic pseudo-random numbers (mulberry32), so both sizes are the same kind of data every run. */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}

/** "YYYY-MM-DD hh:mm:ss" (UTC, as the app stores datetimes) on that calendar day. */
const stamp = (day, random) =>
  `${day} ${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;

async function insertRows(connection, table, columns, rows) {
  for (let index = 0; index < rows.length; index += BATCH) {
    await connection.query(`INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ?`, [
      rows.slice(index, index + BATCH),
    ]);
  }
}

/** One vehicle in twenty is retired (inactive): the public list and the legend skip it. */
const isRetired = (vehicleId) => vehicleId % 20 === 0;

function vehicleRows(count, random) {
  return Array.from({ length: count }, (_, index) => {
    const [make, model, category] = CARS[index % CARS.length];
    return [
      `${make} ${model} #${index + 1}`,
      make,
      model,
      `W${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index / 26) % 26))}`,
      category,
      random.pick(COLOURS),
      random.int(0, 1) * 300,
      `${random.int(80, 250)}.00`,
      '200.00',
      isRetired(index + 1) ? 0 : 1,
    ];
  });
}

function customerRows(count, random) {
  const today = daysFromToday(0);
  return Array.from({ length: count }, (_, index) => {
    const created = stamp(daysFromToday(-random.int(1, 1_100)), random);
    const confirmed = random.next() < 0.96 ? created : null;
    return [
      `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      `customer${index + 1}@example.my`,
      `+6012${String(1_000_000 + index).slice(-7)}`,
      `${random.int(1, 200)} Jalan SS ${random.int(1, 25)}/${random.int(1, 30)}, 47300 Petaling Jaya, Selangor`,
      `9${random.int(0, 9)}0101-14-${String(index % 10_000).padStart(4, '0')}`,
      random.next() < 0.03 ? 'blacklisted' : 'active',
      1,
      random.int(0, 500),
      created,
      confirmed,
      today === created.slice(0, 10) ? 'ms' : random.pick(['en', 'en', 'ms']),
    ];
  });
}

/** The status a rental has by now, given where its dates fall around today. */
function rentalStatus(start, end, today, random) {
  const roll = random.next();
  if (end < today) return roll < 0.85 ? 'completed' : 'cancelled';
  if (start <= today) return roll < 0.8 ? 'active' : roll < 0.9 ? 'extension-requested' : 'approved';
  return roll < 0.5 ? 'approved' : roll < 0.9 ? 'awaiting_agreement' : 'cancelled';
}

/** Each vehicle's rentals back to back (1-7 days, 0-3 days apart), the newest ending FUTURE_DAYS ahead. */
function rentalRows(size, vehicles, random) {
  const today = daysFromToday(0);
  const perVehicle = Math.ceil(size.rentals / size.vehicles);
  const rows = [];
  for (let vehicle = 1; vehicle <= size.vehicles && rows.length < size.rentals; vehicle += 1) {
    const [name, , , , , colour, mileageLimit, dailyRate] = vehicles[vehicle - 1];
    let offset = Math.round(FUTURE_DAYS - perVehicle * AVERAGE_STEP_DAYS);
    for (let count = 0; count < perVehicle && rows.length < size.rentals; count += 1) {
      const days = random.int(1, 7);
      const start = daysFromToday(offset);
      const end = daysFromToday(offset + days - 1);
      offset += days + random.int(0, 3);
      const status = rentalStatus(start, end, today, random);
      const rate = Number.parseFloat(dailyRate);
      const discount = random.next() < 0.1 ? 20 : 0;
      const paid = status === 'active' || status === 'completed' || (status === 'approved' && random.next() < 0.6);
      rows.push([
        random.int(1, size.customers),
        vehicle,
        name,
        colour,
        mileageLimit,
        start,
        end,
        days,
        rate.toFixed(2),
        '200.00',
        discount.toFixed(2),
        (rate * days + 200 - discount).toFixed(2),
        status,
        paid ? `proof-${rows.length + 1}.jpg` : null,
        status === 'awaiting_agreement' ? null : `agreement-${rows.length + 1}.pdf`,
        status === 'completed' ? end : null,
        stamp(daysFromToday(offset - days - random.int(1, 14)), random),
      ]);
    }
  }
  return rows;
}

/** Whole sen of an "123.45" amount. */
const sen = (amount) => Math.round(Number.parseFloat(amount) * 100);

/** A charge and a deposit per rental, a payment entry per verified payment on a rental. */
function ledgerRows(rentals, payments) {
  const rows = [];
  rentals.forEach((rental, index) => {
    const [, , , , , , , , , deposit, , grandTotal, , , , , createdAt] = rental;
    rows.push([index + 1, 'charge', 'rental_days', sen(grandTotal) - sen(deposit), createdAt]);
    rows.push([index + 1, 'deposit', null, sen(deposit), createdAt]);
  });
  for (const [, rentalId, amount, , status, , , , createdAt] of payments) {
    if (rentalId !== null && status === 'completed') rows.push([rentalId, 'payment', null, sen(amount), createdAt]);
  }
  return rows;
}

/** About one cost a month per car over the last year. */
function costRows(size, random) {
  const categories = ['service', 'repair', 'tyres', 'insurance', 'road_tax', 'fuel', 'other'];
  const rows = [];
  for (let vehicle = 1; vehicle <= size.vehicles; vehicle += 1) {
    for (let month = 0; month < 12; month += 1) {
      const day = daysFromToday(-month * 30 - random.int(0, 29));
      rows.push([vehicle, day, random.int(2_000, 150_000), random.pick(categories), 'bench', stamp(day, random)]);
    }
  }
  return rows;
}

function paymentRows(size, rentals, random) {
  const heavy = Math.round(size.payments * HEAVY_PAYER_SHARE);
  return Array.from({ length: size.payments }, (_, index) => {
    const rentalId = random.int(1, rentals.length);
    const rental = rentals[rentalId - 1];
    const roll = random.next();
    const status = roll < 0.8 ? 'completed' : roll < 0.95 ? 'pending' : 'failed';
    const created = stamp(rental[16].slice(0, 10), random);
    return [
      index < heavy ? 1 : rental[0],
      index < heavy ? null : rentalId,
      `${random.int(50, 2_000)}.00`,
      'qr',
      status,
      status === 'completed' ? `RCP-${String(index + 1).padStart(8, '0')}` : null,
      random.pick(PURPOSES),
      `key-${index + 1}`,
      created,
      status === 'pending' ? null : created,
      status === 'pending' ? null : 'staff',
    ];
  });
}

function bookingRequestRows(size, vehicles, random) {
  return Array.from({ length: Math.round(size.rentals / 20) }, () => {
    const vehicle = random.int(1, size.vehicles);
    const offset = random.int(-300, 60);
    const start = daysFromToday(offset);
    const roll = random.next();
    return [
      random.int(1, size.customers),
      vehicle,
      vehicles[vehicle - 1][0],
      start,
      daysFromToday(offset + random.int(0, 6)),
      roll < 0.3 ? 'pending' : roll < 0.8 ? 'approved' : 'rejected',
      `${start} 08:00:00`,
    ];
  });
}

/**
 * Fills a freshly migrated database with one size's rows (multi-row INSERTs on one connection,
 * key checks off while loading, statistics refreshed after) and returns what the benchmark needs.
 */
export async function seed(pool, sizeName) {
  const size = SIZES[sizeName];
  const random = randomSource(sizeName === 'small' ? 13 : 1313);
  const connection = await pool.getConnection();
  try {
    await connection.query('SET foreign_key_checks = 0, unique_checks = 0');
    const vehicles = vehicleRows(size.vehicles, random);
    await insertRows(
      connection,
      'vehicles',
      ['name', 'make', 'model', 'plateIdentifier', 'category', 'color', 'mileageLimit', 'dailyRate', 'deposit', 'isActive'],
      vehicles,
    );
    await insertRows(
      connection,
      'customers',
      [
        'fullName',
        'email',
        'phone',
        'address',
        'icPassportNumber',
        'status',
        'hasAcceptedTerms',
        'loyaltyPoints',
        'createdAt',
        'confirmedAt',
        'language',
      ],
      customerRows(size.customers, random),
    );
    // The heavy payer must be able to sign in: confirmed and not blacklisted.
    await connection.query("UPDATE customers SET status = 'active', confirmedAt = createdAt WHERE id = 1");
    const rentals = rentalRows(size, vehicles, random);
    const payments = paymentRows(size, rentals, random);
    await insertRows(
      connection,
      'rentals',
      [
        'customerId',
        'vehicleId',
        'vehicle',
        'color',
        'mileageLimit',
        'startDate',
        'endDate',
        'totalDays',
        'rentalPerDay',
        'deposit',
        'discount',
        'grandTotal',
        'status',
        'paymentProofUrl',
        'agreementPdfUrl',
        'returnDate',
        'createdAt',
      ],
      rentals,
    );
    await insertRows(
      connection,
      'payments',
      [
        'customerId',
        'rentalId',
        'amount',
        'paymentMethod',
        'paymentStatus',
        'receiptNumber',
        'paymentFor',
        'idempotencyKey',
        'createdAt',
        'verifiedAt',
        'verifiedBy',
      ],
      payments,
    );
    // Each rental's account as the app posts it (its days and its deposit), and the verified payments
    // put on it: the reports read revenue and balances from these entries.
    await insertRows(
      connection,
      'rental_ledger_entries',
      ['rentalId', 'kind', 'category', 'amountSen', 'createdAt'],
      ledgerRows(rentals, payments),
    );
    await insertRows(
      connection,
      'vehicle_costs',
      ['vehicleId', 'incurredOn', 'amountSen', 'category', 'recordedBy', 'createdAt'],
      costRows(size, random),
    );
    await insertRows(
      connection,
      'booking_requests',
      ['customerId', 'vehicleId', 'vehicleName', 'startDate', 'endDate', 'status', 'createdAt'],
      bookingRequestRows(size, vehicles, random),
    );
    // Three seasons over the quote's 90 days: a fleet-wide festive rise, a category's rate, one car's discount.
    await insertRows(
      connection,
      'seasons',
      ['nameEn', 'nameMs', 'startDate', 'endDate', 'adjustment', 'rateSen', 'percent', 'minDays', 'reach', 'category', 'vehicleId'],
      [
        ['Hari Raya', 'Hari Raya', daysFromToday(20), daysFromToday(26), 'percent', null, 40, 3, 'all', null, null],
        ['School holidays', 'Cuti sekolah', daysFromToday(40), daysFromToday(60), 'rate', 25_000, null, 1, 'category', 'Sedan', null],
        [
          'Quiet weeks',
          'Minggu lengang',
          daysFromToday(70),
          daysFromToday(90),
          'percent',
          null,
          -15,
          1,
          'vehicle',
          null,
          Math.ceil(size.vehicles / 2) + 1,
        ],
      ],
    );
    // A hash no password matches: the benchmark signs its tokens, nobody signs in with this account.
    const [staff] = await connection.query(
      "INSERT INTO staff (username, hashedPassword, role) VALUES ('bench-staff', '$2a$10$benchmarkbenchmarkbenchmarkbenchmarkbenchmarkbenchmar', 'staff')",
    );
    await connection.query('SET foreign_key_checks = 1, unique_checks = 1');
    await connection.query(
      'ANALYZE TABLE vehicles, customers, rentals, payments, booking_requests, staff, rental_ledger_entries, vehicle_costs',
    );
    // Availability is checked on a vehicle in the busy middle of the fleet.
    return { staffId: staff.insertId, heavyPayerId: 1, availabilityVehicleId: Math.ceil(size.vehicles / 2) + 1, counts: size };
  } finally {
    connection.release();
  }
}
