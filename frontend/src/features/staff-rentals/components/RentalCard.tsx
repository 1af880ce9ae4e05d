import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DrawIcon from '@mui/icons-material/Draw';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { rentalReturnPath, rentalWizardPath } from '../../../app/paths';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { OverdueChip } from '../../../components/OverdueChip';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import type { RentalAction } from '../../../api/types';
import type { StaffRental } from '../api/types';
import { formatKm } from '../utils/rentalForms';
import { KeyHandoverForm } from './KeyHandoverForm';
import { RentalAccountDialog } from './RentalAccountDialog';
import { RentalExtrasDialog } from './RentalExtrasDialog';
import { RentalFileActions } from './RentalFileActions';
import { BalanceDueItem } from '../../../components/BalanceDueItem';
import { GrandTotalItem } from '../../../components/GrandTotalItem';
import { useConditionReportDownload } from '../../../components/files/useConditionReportDownload';

/** The finalized return's condition report, beside the returned date. */
function ConditionReportButton({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation('common', { keyPrefix: 'conditionReport' });
  const { downloadReport, downloading } = useConditionReportDownload('staff');
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void downloadReport(rentalId)}
      disabled={downloading === rentalId}
      startIcon={<PictureAsPdfIcon />}
      sx={{ mt: 0.5, minHeight: 44, display: 'flex' }}
    >
      {downloading === rentalId ? t('downloading') : t('download')}
    </Button>
  );
}

/** The customer's request for more days: the new end date and why. */
function ExtensionRequest({ rental }: { rental: StaffRental }) {
  const { t } = useTranslation('staffRentals');
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(156, 39, 176, 0.06)', border: '1px solid', borderColor: 'secondary.light' }}>
      <Typography variant="subtitle2" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <EventRepeatIcon fontSize="small" color="secondary" aria-hidden />
        {rental.extensionRequestedUntil
          ? t('extension.requestedUntil', { date: formatDate(rental.extensionRequestedUntil) })
          : t('extension.requested')}
      </Typography>
      {rental.extensionReason && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('extension.reason')}:{' '}
          </Box>
          {rental.extensionReason}
        </Typography>
      )}
    </Box>
  );
}

/** The reminders and overdue notices the customer was e-mailed (each claimed once, so each was sent once). */
function RemindersSent({ rental }: { rental: StaffRental }) {
  const { t } = useTranslation('staffRentals');
  const sent = [
    rental.pickupReminderSentFor && t('overdue.pickupReminder', { date: formatDate(rental.pickupReminderSentFor) }),
    rental.returnReminderSentFor && t('overdue.returnReminder', { date: formatDate(rental.returnReminderSentFor) }),
    rental.overdueNoticeSentOn && t('overdue.overdueNotice', { date: formatDate(rental.overdueNoticeSentOn) }),
  ].filter((line): line is string => Boolean(line));
  if (sent.length === 0) return null;
  return (
    <DetailItem label={t('overdue.reminders')} wide>
      {sent.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </DetailItem>
  );
}

export interface RentalCardProps {
  rental: StaffRental;
  /** An action on some rental is running: the buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
  onMarkReturned: () => void;
  onApproveExtension: () => void;
  onDeclineExtension: () => void;
}

/** One rental: car, money, dates, status, customer, and what staff may do next. */
export function RentalCard({ rental, busy, onCancel, onDelete, onMarkReturned, onApproveExtension, onDeclineExtension }: RentalCardProps) {
  const { t } = useTranslation('staffRentals');
  const titleId = `rental-${rental.id}-title`;
  // The buttons are the moves the server offers now (rental.actions), never re-derived here.
  const can = (action: RentalAction) => rental.actions.includes(action);
  const deciding = can('approve_extension') || can('decline_extension');
  const primaryActions = can('finalize_agreement') || deciding || can('mark_returned') || can('cancel') || can('change_extras');
  const [accountOpen, setAccountOpen] = useState(false);
  const [extrasOpen, setExtrasOpen] = useState(false);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('card.title', { id: rental.id })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.created', { date: formatDateTime(rental.createdAt) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
            {rental.overdue && <OverdueChip />}
            <RentalStatusChip status={rental.status} />
          </Box>
        </Box>
        <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('card.vehicle')}>{rental.vehicleDisplayName}</DetailItem>
          <DetailItem label={t('card.colour')}>{rental.color || t('card.notAvailable')}</DetailItem>
          <GrandTotalItem
            grandTotal={rental.grandTotal}
            serviceTaxAdded={rental.serviceTaxAdded}
            labels={{ total: t('card.grandTotal'), includesTax: (amount) => t('card.includesSst', { amount }) }}
          />
          <DetailItem label={t('card.paid')}>
            {rental.paid
              ? t('card.paidFully', { amount: formatRM(rental.paidAmount) })
              : t('card.paidPart', { amount: formatRM(rental.paidAmount), total: formatRM(rental.grandTotal) })}
          </DetailItem>
          <BalanceDueItem
            balanceDue={rental.account.balanceDue}
            labels={{ due: t('card.balanceDue'), owedBack: t('card.owedToCustomer') }}
          />
          <DetailItem label={t('card.depositHeld')}>
            {t('card.depositHeldOf', { held: formatRM(rental.account.depositHeld), deposit: formatRM(rental.account.deposit) })}
          </DetailItem>
          <DetailItem label={t('card.duration')}>{t('card.days', { count: rental.totalDays })}</DetailItem>
          <DetailItem label={t('card.start')}>{formatDate(rental.startDate)}</DetailItem>
          <DetailItem label={t('card.end')}>{formatDate(rental.endDate)}</DetailItem>
          {rental.overdueSince && (
            <DetailItem label={t('overdue.since')}>
              <Box component="span" sx={{ color: 'error.main' }}>
                {formatDateTime(rental.overdueSince)}
              </Box>
            </DetailItem>
          )}
          <DetailItem label={t('card.customer')}>
            {rental.customerName}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {t('card.customerId', { id: rental.customerId })}
            </Typography>
          </DetailItem>
          {rental.handedOverAt && <DetailItem label={t('card.handedOver')}>{formatDateTime(rental.handedOverAt)}</DetailItem>}
          {rental.returnDate && (
            <DetailItem label={t('card.returned')}>
              {t('card.returnedOn', { date: formatDate(rental.returnDate), km: formatKm(rental.returnMileage ?? 0) })}
              {rental.conditionReportReady && <ConditionReportButton rentalId={rental.id} />}
            </DetailItem>
          )}
          {rental.extraMileageFee !== null && <DetailItem label={t('card.extraMileageFee')}>{formatRM(rental.extraMileageFee)}</DetailItem>}
          {rental.status === 'cancelled' && rental.cancellationReason && (
            <DetailItem label={t('card.cancellationReason')} wide>
              {rental.cancellationReason}
            </DetailItem>
          )}
          {rental.handoverOverrideReason && (
            <DetailItem label={t('card.handoverOverride')} wide>
              {t('handover.overridden', { by: rental.handoverOverriddenBy ?? '-', reason: rental.handoverOverrideReason })}
            </DetailItem>
          )}
          <RemindersSent rental={rental} />
          {!deciding && rental.extensionDeclineReason && (
            <DetailItem label={t('card.extensionDeclined')} wide>
              {rental.extensionDeclineReason}
            </DetailItem>
          )}
        </DetailGrid>
        <Box>
          <Button variant="outlined" startIcon={<AccountBalanceWalletIcon />} onClick={() => setAccountOpen(true)} sx={{ minHeight: 44 }}>
            {t('account.open')}
          </Button>
        </Box>
        {deciding && <ExtensionRequest rental={rental} />}
        {can('hand_over') && <KeyHandoverForm rental={rental} busy={busy} />}
      </CardContent>
      {primaryActions && (
        <CardActions
          sx={{
            px: { xs: 1.5, sm: 2 },
            pb: 1,
            pt: 0,
            flexWrap: 'wrap',
            gap: 1,
            '& > :not(style) ~ :not(style)': { ml: 0 },
            '& .MuiButton-root': { minHeight: 44 },
          }}
        >
          {can('finalize_agreement') && (
            <Button variant="contained" component={RouterLink} to={rentalWizardPath(rental.id)} startIcon={<DrawIcon />}>
              {t('card.completeAgreement')}
            </Button>
          )}
          {can('approve_extension') && (
            <Button variant="contained" color="success" onClick={onApproveExtension} disabled={busy} startIcon={<CheckIcon />}>
              {t('card.approveExtension')}
            </Button>
          )}
          {can('decline_extension') && (
            <Button variant="outlined" onClick={onDeclineExtension} disabled={busy} startIcon={<CloseIcon />}>
              {t('card.declineExtension')}
            </Button>
          )}
          {/* Once an inspection holds evidence, the return is finished there so none of it is lost. */}
          {can('mark_returned') && !rental.returnInspectionStarted && (
            <Button
              variant={deciding ? 'outlined' : 'contained'}
              onClick={onMarkReturned}
              disabled={busy}
              startIcon={<AssignmentReturnIcon />}
            >
              {t('card.markReturned')}
            </Button>
          )}
          {can('mark_returned') && (
            <Button
              variant={rental.returnInspectionStarted && !deciding ? 'contained' : 'outlined'}
              component={RouterLink}
              to={rentalReturnPath(rental.id)}
              startIcon={<FactCheckIcon />}
            >
              {rental.returnInspectionStarted ? t('card.continueReturnInspection') : t('card.returnInspection')}
            </Button>
          )}
          {can('change_extras') && (
            <Button variant="outlined" onClick={() => setExtrasOpen(true)} disabled={busy} startIcon={<AddShoppingCartIcon />}>
              {t('extras.button')}
            </Button>
          )}
          {can('cancel') && (
            <Button variant="outlined" color="error" onClick={onCancel} disabled={busy} startIcon={<CancelIcon />}>
              {t('card.cancel')}
            </Button>
          )}
        </CardActions>
      )}
      <Divider sx={{ mx: { xs: 1.5, sm: 2 } }} />
      <Box sx={{ px: { xs: 1, sm: 1.5 }, py: 0.5 }}>
        <RentalFileActions rental={rental} busy={busy} onDelete={onDelete} />
      </Box>
      <RentalAccountDialog rental={accountOpen ? rental : null} onClose={() => setAccountOpen(false)} />
      <RentalExtrasDialog rental={extrasOpen ? rental : null} onClose={() => setExtrasOpen(false)} />
    </Card>
  );
}
