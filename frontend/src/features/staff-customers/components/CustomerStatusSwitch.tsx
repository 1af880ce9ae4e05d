import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { StaffCustomer } from '../api/types';
import { useCustomerStatus } from '../hooks/useCustomerStatus';

/**
 * The active/blacklisted toggle: on = active. Blacklisting asks first (the customer can no
 * longer sign in or book); re-activating does not.
 */
export function CustomerStatusSwitch({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation(['staffCustomers', 'common']);
  const { setStatus, updating } = useCustomerStatus(customer);
  const [confirming, setConfirming] = useState(false);
  const active = customer.status === 'active';

  const toggle = (checked: boolean) => {
    if (checked) void setStatus('active');
    else setConfirming(true);
  };

  const blacklist = async () => {
    await setStatus('blacklisted');
    setConfirming(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {updating && <CircularProgress size={16} aria-label={t('status.updating')} sx={{ mr: 1 }} />}
      {/* The label names the current state, so it changes with the switch. */}
      <FormControlLabel
        label={t(`common:status.${customer.status}`)}
        labelPlacement="start"
        sx={{ mr: 0, ml: 0, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
        control={<Switch checked={active} disabled={updating} onChange={(_event, checked) => toggle(checked)} color="success" />}
      />
      <ConfirmDialog
        open={confirming}
        title={t('status.confirmTitle')}
        description={t('status.confirmDescription', { name: customer.fullName })}
        confirmLabel={t('status.confirm')}
        pendingLabel={t('status.pending')}
        pending={updating}
        onConfirm={() => void blacklist()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
