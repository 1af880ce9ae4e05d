import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BookingRequestStatus } from '../../../api/types';
import { formatStatus } from '../../../lib/format';

const STATUS_COLOR: Record<BookingRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The status capitalised: Pending, Approved, Rejected. */
export function BookingStatusChip({ status }: { status: BookingRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`status.${status}`, { defaultValue: formatStatus(status) })}
      color={STATUS_COLOR[status] ?? 'default'}
      size="small"
      sx={{ fontWeight: 600 }}
    />
  );
}
