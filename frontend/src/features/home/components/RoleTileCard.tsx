import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RoleTile } from './roleGroups';

export interface RoleTileCardProps {
  tile: RoleTile;
  /** The featured tile is filled with the brand colour. */
  featured?: boolean;
}

export function RoleTileCard({ tile, featured = false }: RoleTileCardProps) {
  const { t } = useTranslation('home');
  const Icon = tile.icon;
  return (
    <Card
      variant={featured ? 'elevation' : 'outlined'}
      elevation={featured ? 3 : 0}
      sx={{
        height: '100%',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
        ...(featured && {
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #0d47a1 0%, #1976d2 60%, #42a5f5 100%)',
        }),
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={tile.to}
        onClick={tile.onSelect}
        sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 2, p: { xs: 2, sm: featured ? 3 : 2.5 } }}
      >
        <Avatar
          sx={{
            width: featured ? 56 : 48,
            height: featured ? 56 : 48,
            bgcolor: featured ? 'rgba(255,255,255,0.18)' : 'rgba(13,71,161,0.08)',
            color: featured ? 'inherit' : 'primary.main',
          }}
        >
          <Icon />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant={featured ? 'h6' : 'subtitle1'} component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {t(`tiles.${tile.id}.title`)}
          </Typography>
          <Typography variant="body2" sx={{ color: featured ? 'inherit' : 'text.secondary', opacity: featured ? 0.9 : 1 }}>
            {t(`tiles.${tile.id}.description`)}
          </Typography>
        </Box>
        <ChevronRightIcon sx={{ opacity: 0.6 }} />
      </CardActionArea>
    </Card>
  );
}
