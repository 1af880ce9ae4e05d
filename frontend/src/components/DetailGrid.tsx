import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A CSS grid value, the same on every screen or per breakpoint ({ xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }). */
type GridValue = string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

export interface DetailGridProps {
  /** The grid's columns (gridTemplateColumns). */
  columns: GridValue;
  /** The gap between items, in theme spacing. */
  gap?: number;
  'data-testid'?: string;
  /** DetailItems. */
  children: ReactNode;
}

/** A card's facts as a description list laid out in a grid: label above, value below. */
export function DetailGrid({ columns, gap = 1.5, children, ...rest }: DetailGridProps) {
  return (
    <Box component="dl" {...rest} sx={{ m: 0, display: 'grid', gap, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

export interface DetailItemProps {
  label: string;
  children: ReactNode;
  /** Takes the whole row (long text: notes, reasons). */
  wide?: boolean;
  /** The columns it takes (gridColumn), when `wide` is not enough ({ xs: '1 / -1', lg: 'span 2' }). */
  span?: GridValue;
}

/** One fact in a DetailGrid: a small grey label and a bold value that wraps anywhere and keeps its line breaks. */
export function DetailItem({ label, children, wide = false, span }: DetailItemProps) {
  return (
    <Box sx={{ gridColumn: span ?? (wide ? '1 / -1' : undefined), minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}
