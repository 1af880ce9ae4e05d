import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PaymentStatus } from '../api/types';

/** Filled theme colours whose white text reaches 4.5:1 (app/theme.ts darkens warning for it). */
const STATUS_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  completed: 'success',
  failed: 'error',
};

/** A payment's status (Pending, Completed or Failed), in the words of the screen that shows it. */
export function PaymentStatusChip({ status, label }: { status: PaymentStatus; label: string }) {
  return <Chip label={label} color={STATUS_COLOR[status] ?? 'default'} size="small" sx={{ fontWeight: 600 }} />;
}
