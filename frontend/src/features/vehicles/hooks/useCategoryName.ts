import { useTranslation } from 'react-i18next';
import type { PublicVehicle } from '../api/types';

/** A vehicle category in the reader's language; a name the catalogue does not know (an old shared link) as it is. */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation('vehicles', { keyPrefix: 'categories' });
  return (category) => t(category as PublicVehicle['category'], { defaultValue: category });
}
