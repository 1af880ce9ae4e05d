import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * A labelled native <select> styled like MUI's small outlined field, 44 px tall. Plain HTML on
 * purpose: MUI's select and input stack weigh about 15 KB gzipped (too much for the fleet's first
 * load), and phones show their own picker for a native select, easier than a menu at 390 px.
 * Import it by its own path, not the form index, which brings the date picker with it.
 */
export function NativeSelectField({ label, value, onChange, children }: NativeSelectFieldProps) {
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
