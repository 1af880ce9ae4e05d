import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { useEraseCustomerMutation, useGetDeletionRequestsQuery } from '../api/staffCustomersApi';
import type { PendingDeletion } from '../api/types';

/**
 * Customers who asked to delete their account (PDPA), above the customer list: each with what
 * still holds it, and Confirm once nothing does. Nothing shows while no request waits.
 */
export function DeletionRequests() {
  const { t } = useTranslation('staffCustomers');
  const headingId = useId();
  const { toast } = useToast();
  const { data: requests = [] } = useGetDeletionRequestsQuery();
  const [erase, { isLoading: erasing }] = useEraseCustomerMutation();
  const [confirmFor, setConfirmFor] = useState<PendingDeletion | null>(null);

  if (requests.length === 0) return null;

  const confirm = async (customer: PendingDeletion) => {
    try {
      await erase(customer.id).unwrap();
      toast({ title: t('deletions.done'), description: t('deletions.doneDescription', { id: customer.id }) });
    } catch (error) {
      toast({ title: t('deletions.failed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setConfirmFor(null);
    }
  };

  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-labelledby={headingId}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={headingId}>{t('deletions.heading', { count: requests.length })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('deletions.intro')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requests.map((customer) => (
          <Stack
            component="li"
            key={customer.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                #{customer.id} {customer.fullName}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {customer.email} · {t('deletions.requestedOn', { date: formatDay(customer.deletionRequestedAt) })}
              </Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {customer.holds.length === 0 ? (
                  <Chip size="small" color="success" label={t('deletions.ready')} />
                ) : (
                  customer.holds.map((hold) => (
                    <Chip key={hold} size="small" color="warning" variant="outlined" label={t(`deletions.holds.${hold}`)} />
                  ))
                )}
              </Stack>
            </div>
            <Button
              variant="contained"
              color="error"
              disabled={customer.holds.length > 0}
              onClick={() => setConfirmFor(customer)}
              aria-label={t('deletions.confirmFor', { name: customer.fullName })}
              sx={{ minHeight: 44, flexShrink: 0 }}
            >
              {t('deletions.confirm')}
            </Button>
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirmFor !== null}
        title={t('deletions.dialogTitle', { name: confirmFor?.fullName ?? '' })}
        description={t('deletions.dialogText')}
        confirmLabel={t('deletions.erase')}
        pendingLabel={t('deletions.erasing')}
        pending={erasing}
        onConfirm={() => confirmFor && void confirm(confirmFor)}
        onCancel={() => setConfirmFor(null)}
      />
    </Alert>
  );
}
