import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { customerGridItem } from './customerGrid';

export function CustomerListSkeleton() {
  const { t } = useTranslation('staffCustomers');
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={customerGridItem}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Stack sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="35%" />
                </Stack>
              </Stack>
              <Skeleton width="80%" sx={{ mt: 1.5 }} />
              <Skeleton width="50%" />
              <Skeleton variant="rounded" height={64} sx={{ mt: 1.5 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
