import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The dashboard's shape while the metrics load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  const { t } = useTranslation('staffDashboard');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      <Grid container spacing={{ xs: 1.5, sm: 2 }}>
        {Array.from({ length: 7 }, (_, index) => (
          <Grid key={index} size={index === 0 ? { xs: 12, md: 6 } : { xs: 6, sm: 4, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height={36} />
              <Skeleton width="70%" />
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Skeleton width="40%" />
              <Skeleton variant="rectangular" height={200} sx={{ mt: 1, borderRadius: 2 }} />
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
