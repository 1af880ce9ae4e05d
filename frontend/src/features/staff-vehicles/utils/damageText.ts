import type { TFunction } from 'i18next';
import type { VehicleDamage } from '../api/types';

/** "Scratch · Small · Bonnet" in the reader's language. */
export function damageWhat(t: TFunction<['staffVehicles', 'staffReturn']>, damage: Pick<VehicleDamage, 'kind' | 'size' | 'panel'>): string {
  return [t(`staffReturn:kinds.${damage.kind}`), t(`staffReturn:sizes.${damage.size}`), t(`staffReturn:panels.${damage.panel}`)].join(
    ' · ',
  );
}
