import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of the dashboard (calendar, quick stats, chart, recent rentals). */
export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `dashboard-${id}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
