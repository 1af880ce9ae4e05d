import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CakeIcon from '@mui/icons-material/Cake';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/SectionHeading';
import type { CustomerBadge } from '../api/types';
import { formatDay } from '../../../lib/format';
import { BADGE_TYPES, isOneOf, type BadgeType } from '../utils/loyalty';

const ICONS: Record<BadgeType, ReactElement<{ color?: string }>> = {
  first_rental: <DirectionsCarIcon />,
  five_rentals: <MilitaryTechIcon />,
  ten_rentals: <EmojiEventsIcon />,
  first_review: <RateReviewIcon />,
  one_year: <CakeIcon />,
};

interface BadgeTileProps {
  icon: ReactElement;
  name: string;
  /** "Earned on ..." or how to earn it. */
  detail: string;
  earned: boolean;
}

function BadgeTile({ icon, name, detail, earned }: BadgeTileProps) {
  const { t } = useTranslation('account');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        bgcolor: earned ? 'background.paper' : 'action.hover',
        borderStyle: earned ? 'solid' : 'dashed',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: earned ? 'secondary.main' : 'action.disabledBackground',
          color: earned ? 'secondary.contrastText' : 'text.secondary',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {!earned && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('badges.notEarned')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Every badge: the earned ones with their date, the others greyed with how to earn them. */
export function BadgeList({ badges }: { badges: CustomerBadge[] }) {
  const { t } = useTranslation('account');
  const earnedByType = new Map(badges.map((badge) => [badge.badgeType, badge]));
  // A badge the catalogue does not know yet (added on the server later) still shows, by its English name.
  const unknown = badges.filter((badge) => !isOneOf(BADGE_TYPES, badge.badgeType));
  return (
    <section aria-labelledby="account-badges-heading">
      <SectionHeading>
        <span id="account-badges-heading">{t('badges.heading')}</span>
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BADGE_TYPES.map((type) => {
          const earned = earnedByType.get(type);
          return (
            <BadgeTile
              key={type}
              icon={ICONS[type]}
              name={t(`badges.names.${type}`)}
              detail={earned ? t('badges.earnedOn', { date: formatDay(earned.earnedAt) }) : t(`badges.howTo.${type}`)}
              earned={earned !== undefined}
            />
          );
        })}
        {unknown.map((badge) => (
          <BadgeTile
            key={badge.badgeType}
            icon={<EmojiEventsIcon />}
            name={badge.badgeName}
            detail={t('badges.earnedOn', { date: formatDay(badge.earnedAt) })}
            earned
          />
        ))}
      </Box>
    </section>
  );
}
