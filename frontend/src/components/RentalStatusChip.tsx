import Chip, { type ChipProps } from '@mui/material/Chip';
import type { RentalStatus } from '../api/types';
import { formatStatus } from '../lib/format';

const STATUS_COLOR: Record<RentalStatus, ChipProps['color']> = {
  awaiting_agreement: 'warning',
  approved: 'info',
  active: 'success',
  completed: 'default',
  cancelled: 'error',
  'extension-requested': 'secondary',
};

/** A rental's status, capitalised ("Awaiting agreement", "Active", ...). */
export function RentalStatusChip({ status }: { status: RentalStatus }) {
  return (
    <Chip
      label={formatStatus(status)}
      color={STATUS_COLOR[status] ?? 'default'}
      size="small"
      variant={status === 'completed' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
