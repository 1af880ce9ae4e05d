import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The points card's and the tier table's outlines while the account loads; `label` is read out. */
export function AccountSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      <Card variant="outlined">
        <CardContent>
          <Skeleton width="30%" />
          <Skeleton width="45%" height={56} />
          <Skeleton variant="rounded" height={10} sx={{ my: 1 }} />
          <Skeleton width="60%" />
        </CardContent>
      </Card>
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
