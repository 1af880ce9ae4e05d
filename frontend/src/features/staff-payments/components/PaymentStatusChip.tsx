import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../api/types';

const STATUS_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  completed: 'success',
  failed: 'error',
};

/** A payment's status: Pending, Completed or Failed. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('staffPayments');
  return <Chip label={t(`status.${status}`)} color={STATUS_COLOR[status] ?? 'default'} size="small" sx={{ fontWeight: 600 }} />;
}
