import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FLEET_SORTS, isFleetSort, type FleetSort, type FleetView } from '../utils/fleet';

export interface FleetToolbarProps {
  view: FleetView;
  categories: readonly string[];
  shownCount: number;
  onCategoryChange: (category: string | null) => void;
  onSortChange: (sort: FleetSort) => void;
}

const ALL_TYPES = '';

interface ToolbarSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A labelled native <select> styled like MUI's small outlined field. Plain HTML on purpose: MUI's
 * select and input stack weigh about 15 KB gzipped on the fleet's first load, and phones show
 * their own picker for a native select anyway.
 */
function ToolbarSelect({ label, value, onChange, children }: ToolbarSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          minHeight: 44,
          width: '100%',
          px: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.38)',
          borderRadius: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * Filter by type and sort (SPEC.md section 2). Native selects: phones show their own
 * picker, which is easier to use than a drop-down menu at 360 px.
 */
export function FleetToolbar({ view, categories, shownCount, onCategoryChange, onSortChange }: FleetToolbarProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'toolbar' });
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
        <ToolbarSelect label={t('type')} value={view.category ?? ALL_TYPES} onChange={(value) => onCategoryChange(value || null)}>
          <option value={ALL_TYPES}>{t('allTypes')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          {/* A type from a shared link that the fleet no longer has still shows as chosen. */}
          {view.category !== null && !categories.includes(view.category) && (
            <option value={view.category}>{view.category}</option>
          )}
        </ToolbarSelect>
        <ToolbarSelect
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
        </ToolbarSelect>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ ml: { sm: 'auto' } }}>
        {t('count', { count: shownCount })}
      </Typography>
    </Box>
  );
}
