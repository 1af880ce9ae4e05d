import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../api/types';

/** Filled theme colours whose white text reaches 4.5:1 (app/theme.ts darkens warning for it). */
const STATUS_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  completed: 'success',
  failed: 'error',
};

/** A payment's status: Pending, Completed or Failed. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <Chip label={t(`statuses.${status}`)} color={STATUS_COLOR[status] ?? 'default'} size="small" sx={{ fontWeight: 600 }} />;
}
