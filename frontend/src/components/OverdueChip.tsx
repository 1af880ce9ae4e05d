import Chip from '@mui/material/Chip';
import AlarmIcon from '@mui/icons-material/Alarm';
import { useTranslation } from 'react-i18next';

/** Beside a rental's status: its car is still out past the return date and time. */
export function OverdueChip() {
  const { t } = useTranslation('common');
  return <Chip icon={<AlarmIcon aria-hidden />} label={t('overdue.flag')} color="error" size="small" sx={{ fontWeight: 700 }} />;
}
