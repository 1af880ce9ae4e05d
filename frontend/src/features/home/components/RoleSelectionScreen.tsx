import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { ROLE_GROUPS, type RoleGroup } from './roleGroups';
import { RoleTileCard } from './RoleTileCard';

const GRID_COLUMNS = 12;

function RoleGroupSection({ group, featured }: { group: RoleGroup; featured: boolean }) {
  const headingId = `role-group-${group.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {group.title}
      </Typography>
      <Grid container spacing={2}>
        {group.tiles.map((tile) => (
          <Grid key={tile.title} size={{ xs: 12, md: GRID_COLUMNS / group.tiles.length }}>
            <RoleTileCard tile={tile} featured={featured} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** '/': the role selection screen with SPEC.md's three groups of entries. */
export function RoleSelectionScreen() {
  return (
    <>
      <PageTitle title="Welcome" subtitle="Choose how you would like to continue." />
      <Stack spacing={4}>
        {ROLE_GROUPS.map((group, index) => (
          <RoleGroupSection key={group.title} group={group} featured={index === 0} />
        ))}
      </Stack>
    </>
  );
}
