import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/useCategoryName';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { FLEET_SORTS, isFleetSort, type FleetSort, type FleetView } from '../utils/fleet';

export interface FleetToolbarProps {
  view: FleetView;
  categories: readonly string[];
  shownCount: number;
  onCategoryChange: (category: string | null) => void;
  onSortChange: (sort: FleetSort) => void;
}

const ALL_TYPES = '';

/**
 * Filter by type and sort. Native selects: phones show their own
 * picker, which is easier to use than a drop-down menu at 360 px.
 */
export function FleetToolbar({ view, categories, shownCount, onCategoryChange, onSortChange }: FleetToolbarProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'toolbar' });
  const categoryName = useCategoryName();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, flex: { xs: '1 1 100%', sm: '0 1 440px' } }}>
        <NativeSelectField label={t('type')} value={view.category ?? ALL_TYPES} onChange={(value) => onCategoryChange(value || null)}>
          <option value={ALL_TYPES}>{t('allTypes')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryName(category)}
            </option>
          ))}
          {/* A type from a shared link that the fleet no longer has still shows as chosen. */}
          {view.category !== null && !categories.includes(view.category) && (
            <option value={view.category}>{categoryName(view.category)}</option>
          )}
        </NativeSelectField>
        <NativeSelectField
          label={t('sortBy')}
          value={view.sort}
          onChange={(value) => {
            if (isFleetSort(value)) onSortChange(value);
          }}
        >
          {FLEET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ ml: { sm: 'auto' } }}>
        {t('count', { count: shownCount })}
      </Typography>
    </Box>
  );
}
