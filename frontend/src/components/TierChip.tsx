import Chip from '@mui/material/Chip';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslation } from 'react-i18next';

/** The loyalty tiers the server seeds (migration 1763900000006-Loyalty), lowest first. */
const KNOWN_TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
type KnownTier = (typeof KNOWN_TIERS)[number];

/** The medal's colour; the chip's text keeps the theme's colour, so contrast never depends on it. */
const MEDAL_COLOURS: Record<KnownTier, string> = {
  Bronze: '#a0522d',
  Silver: '#78909c',
  Gold: '#f9a825',
  Platinum: '#5c6bc0',
};

const isKnownTier = (name: string): name is KnownTier => (KNOWN_TIERS as readonly string[]).includes(name);

/** A tier's name in the reader's language; a tier the catalogue does not know keeps the server's name. */
export function useTierName(): (tierName: string) => string {
  const { t } = useTranslation('staffCustomers');
  return (tierName) => (isKnownTier(tierName) ? t(`tiers.${tierName}`) : tierName);
}

export interface TierChipProps {
  tierName: string;
  /** The chip's text; the tier's translated name by default. */
  label?: string;
}

/** A customer's loyalty tier as a small outlined chip with a medal in the tier's colour. */
export function TierChip({ tierName, label }: TierChipProps) {
  const tierText = useTierName();
  const medal = isKnownTier(tierName) ? MEDAL_COLOURS[tierName] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<WorkspacePremiumIcon aria-hidden sx={medal ? { '&&': { color: medal } } : undefined} />}
      label={label ?? tierText(tierName)}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
