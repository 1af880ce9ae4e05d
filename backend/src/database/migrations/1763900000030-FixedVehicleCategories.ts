import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The vehicle's category was free text; it now comes from a fixed list that every screen can
 * translate. This brings the cars already listed onto that list. The list is written out here as
 * it stands today (a migration must keep doing what it did when the list later grows).
 *
 * A category matches a name on the list whatever its case and surrounding spaces ("suv " is SUV),
 * a few words staff commonly typed map to their type ("Hatch", "Pick-up", "4x4", "Minivan"), and
 * anything else becomes Sedan: the everyday passenger car, so an unknown car is offered with the
 * most ordinary label rather than hidden or called something it plainly is not; staff can correct
 * it in the vehicle form.
 */
const CATEGORIES = ['Compact', 'Hatchback', 'Sedan', 'SUV', 'MPV', 'Pickup', 'Van'];
const FALLBACK = 'Sedan';
const ALIASES: Record<string, string> = {
  hatch: 'Hatchback',
  'pick-up': 'Pickup',
  'pick up': 'Pickup',
  'pickup truck': 'Pickup',
  '4x4': 'Pickup',
  minivan: 'MPV',
  'mini van': 'MPV',
  'people carrier': 'MPV',
  saloon: 'Sedan',
  suvs: 'SUV',
};

export function listedCategory(text: string | null): string {
  const key = (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return CATEGORIES.find((category) => category.toLowerCase() === key) ?? ALIASES[key] ?? FALLBACK;
}

export class FixedVehicleCategories1763900000030 implements MigrationInterface {
  name = 'FixedVehicleCategories1763900000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    const vehicles = (await queryRunner.query('SELECT id, category FROM vehicles')) as Array<{
      id: number | string;
      category: string | null;
    }>;
    for (const vehicle of vehicles) {
      const category = listedCategory(vehicle.category);
      if (category !== vehicle.category) await queryRunner.query('UPDATE vehicles SET category = ? WHERE id = ?', [category, vehicle.id]);
    }
  }

  /** Nothing to undo in the schema; the listed names are valid free text, so the earlier code reads them as they are. */
  async down(): Promise<void> {}
}
