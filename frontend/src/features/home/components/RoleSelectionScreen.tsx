import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ROLE_GROUPS, type RoleGroup } from './roleGroups';
import { RoleTileCard } from './RoleTileCard';
import { usePageTitle } from '../../../components/layout/usePageTitle';

const GRID_COLUMNS = 12;

function RoleGroupSection({ group, featured }: { group: RoleGroup; featured: boolean }) {
  const { t } = useTranslation('home');
  const headingId = `role-group-${group.id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t(`groups.${group.id}`)}
      </Typography>
      <Grid container spacing={2}>
        {group.tiles.map((tile) => (
          <Grid key={tile.id} size={{ xs: 12, md: GRID_COLUMNS / group.tiles.length }}>
            <RoleTileCard tile={tile} featured={featured} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** '/': the role selection screen with its three groups of entries (fleet, customers, staff and admin). */
export function RoleSelectionScreen() {
  const { t } = useTranslation('home');
  // The front page is named by the business alone.
  usePageTitle('');
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={4}>
        {ROLE_GROUPS.map((group, index) => (
          <RoleGroupSection key={group.id} group={group} featured={index === 0} />
        ))}
      </Stack>
    </>
  );
}
