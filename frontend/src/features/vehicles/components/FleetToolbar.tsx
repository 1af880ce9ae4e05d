import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
 * Filter by type and sort (SPEC.md section 2). Native selects: phones show their own
 * picker, which is easier to use than a drop-down menu at 360 px.
 */
export function FleetToolbar({ view, categories, shownCount, onCategoryChange, onSortChange }: FleetToolbarProps) {
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
        <TextField
          select
          size="small"
          label="Type"
          value={view.category ?? ALL_TYPES}
          onChange={(event) => onCategoryChange(event.target.value || null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={ALL_TYPES}>All types</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          {/* A type from a shared link that the fleet no longer has still shows as chosen. */}
          {view.category !== null && !categories.includes(view.category) && (
            <option value={view.category}>{view.category}</option>
          )}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={view.sort}
          onChange={(event) => {
            if (isFleetSort(event.target.value)) onSortChange(event.target.value);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {FLEET_SORTS.map((sort) => (
            <option key={sort.id} value={sort.id}>
              {sort.label}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ ml: { sm: 'auto' } }}>
        {shownCount === 1 ? '1 vehicle' : `${shownCount} vehicles`}
      </Typography>
    </Box>
  );
}
