import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import type { StatementLine, StatementLineStatus } from '../api/types';
import type { StatementDecision } from '../hooks/useStatementActions';

const STATUS_COLOR: Record<StatementLineStatus, ChipProps['color']> = {
  proposed: 'warning',
  unmatched: 'default',
  confirmed: 'success',
  ignored: 'default',
};

export interface StatementLineCardProps {
  line: StatementLine;
  /** The decision being sent, if any: this card's button spins when it is this line's; every card waits. */
  deciding: StatementDecision;
  onConfirm: () => void;
  onIgnore: () => void;
}

/**
 * One credit of the bank statement: the day, the money, the bank's words (shown as plain text,
 * whatever they start with), and the payment proposed for it, with Confirm while that payment
 * is still pending. Lines not yet decided can be ignored.
 */
export function StatementLineCard({ line, deciding, onConfirm, onIgnore }: StatementLineCardProps) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement.lines' });
  const { t: tPayments } = useTranslation('staffPayments');
  const titleId = `statement-line-${line.id}-title`;
  const payment = line.matchedPayment;
  const open = line.status === 'proposed' || line.status === 'unmatched';
  const confirmable = line.status === 'proposed' && payment?.paymentStatus === 'pending';
  const busy = deciding !== null;
  const mine = deciding?.id === line.id ? deciding.action : null;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            {t('title', { date: formatDate(line.lineDate), amount: formatRM(line.amount) })}
          </Typography>
          <Chip label={t(`status.${line.status}`)} color={STATUS_COLOR[line.status]} size="small" sx={{ fontWeight: 600 }} />
        </Box>
        <DetailGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
          <DetailItem label={t('description')} wide>
            {/* Text, never markup or a formula: React writes it as characters. */}
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
              {line.description}
            </Box>
          </DetailItem>
          {payment && (
            <>
              <DetailItem label={line.status === 'confirmed' ? t('completedPayment') : t('payment')}>
                {t('paymentValue', { receipt: payment.receiptNumber ?? `#${payment.id}`, name: payment.customerName })}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                  {formatRM(payment.amount)}
                </Typography>
              </DetailItem>
              <DetailItem label={t('reference')}>{payment.transactionId ?? tPayments('card.none')}</DetailItem>
              <DetailItem label={t('paymentStatus')}>
                <PaymentStatusChip status={payment.paymentStatus} label={tPayments(`status.${payment.paymentStatus}`)} />
              </DetailItem>
            </>
          )}
          {line.decidedAt && (
            <DetailItem label={t('decided')}>
              {t('decidedValue', { date: formatDateTime(line.decidedAt), name: line.decidedBy ?? tPayments('card.none') })}
            </DetailItem>
          )}
        </DetailGrid>
        {line.status === 'unmatched' && (
          <Typography variant="body2" color="text.secondary">
            {t('noPayment')}
          </Typography>
        )}
        {line.status === 'proposed' && !confirmable && (
          <Typography variant="body2" color="warning.dark">
            {t('alreadyDecided')}
          </Typography>
        )}
      </CardContent>
      {open && (
        <>
          <Divider sx={{ mx: { xs: 1.5, sm: 2 } }} />
          <CardActions
            sx={{
              px: { xs: 1.5, sm: 2 },
              py: 1,
              flexWrap: 'wrap',
              gap: 1,
              '& > :not(style) ~ :not(style)': { ml: 0 },
              '& .MuiButton-root': { ...TAP_TARGET, flex: { xs: '1 1 auto', sm: '0 0 auto' } },
            }}
          >
            {confirmable && (
              <Button
                variant="contained"
                color="success"
                onClick={onConfirm}
                disabled={busy}
                startIcon={mine === 'confirm' ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
              >
                {mine === 'confirm' ? t('confirming') : t('confirm')}
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={onIgnore}
              disabled={busy}
              startIcon={mine === 'ignore' ? <CircularProgress size={16} color="inherit" /> : <VisibilityOffIcon />}
            >
              {t('ignore')}
            </Button>
          </CardActions>
        </>
      )}
    </Card>
  );
}
