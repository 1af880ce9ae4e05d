import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The h2 of a tab or a section inside a screen. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
      {children}
    </Typography>
  );
}
