/**
 * The fixed words of a return inspection: what a damage point may be, and where on the car.
 * Prices live in the database (editable by the admin); these lists do not change at run time.
 */
export const DAMAGE_KINDS = ['scratch', 'dent', 'crack', 'chip', 'missing_part', 'interior'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const DAMAGE_SIZES = ['small', 'medium', 'large'] as const;
export type DamageSize = (typeof DAMAGE_SIZES)[number];

/** The panels of the top-down car diagram, front to back. */
export const CAR_PANELS = [
  'front_bumper',
  'bonnet',
  'windscreen',
  'roof',
  'rear_windscreen',
  'boot',
  'rear_bumper',
  'front_left_door',
  'rear_left_door',
  'front_right_door',
  'rear_right_door',
  'left_fender',
  'right_fender',
  'left_quarter',
  'right_quarter',
  'left_mirror',
  'right_mirror',
  'wheels',
  'interior',
] as const;
export type CarPanel = (typeof CAR_PANELS)[number];

/** The diagram's fixed coordinate space: points are whole units inside 0..WIDTH x 0..HEIGHT. */
export const DIAGRAM_VIEWBOX = { width: 200, height: 400 } as const;

/** Named fees staff add at the return: both post as the ledger's cleaning category. */
export const RETURN_FEE_CATEGORIES = ['cleaning', 'smoking'] as const;
export type ReturnFeeCategory = (typeof RETURN_FEE_CATEGORIES)[number];

/** Where a damage point was found: at the pickup (confirmed with the customer) or at a return. */
export const DAMAGE_PHASES = ['pickup', 'return'] as const;
export type DamagePhase = (typeof DAMAGE_PHASES)[number];

/**
 * pending: recorded during a return not yet finalized (it can still be removed); open: on the car
 * until repaired; repaired: closed, with its cost and date.
 */
export const DAMAGE_STATUSES = ['pending', 'open', 'repaired'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/** The default price list, in sen, from what Malaysian rental operators commonly charge. */
export const DEFAULT_DAMAGE_PRICES: Record<DamageKind, Record<DamageSize, number>> = {
  scratch: { small: 5_000, medium: 15_000, large: 30_000 },
  dent: { small: 15_000, medium: 30_000, large: 60_000 },
  crack: { small: 10_000, medium: 30_000, large: 80_000 },
  chip: { small: 5_000, medium: 10_000, large: 20_000 },
  missing_part: { small: 5_000, medium: 20_000, large: 50_000 },
  interior: { small: 5_000, medium: 15_000, large: 40_000 },
};

export const DEFAULT_RETURN_FEES: ReadonlyArray<{ category: ReturnFeeCategory; nameEn: string; nameMs: string; amountSen: number }> = [
  { category: 'cleaning', nameEn: 'Basic cleaning', nameMs: 'Cucian asas', amountSen: 5_000 },
  {
    category: 'cleaning',
    nameEn: 'Deep cleaning (mud, sand, stains, pet hair)',
    nameMs: 'Cucian menyeluruh (lumpur, pasir, kesan kotoran, bulu haiwan)',
    amountSen: 15_000,
  },
  { category: 'smoking', nameEn: 'Smoking in the car', nameMs: 'Merokok di dalam kereta', amountSen: 20_000 },
];
