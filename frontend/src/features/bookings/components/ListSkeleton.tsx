import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Three card outlines while a list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="55%" height={28} />
            <Skeleton width="35%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
