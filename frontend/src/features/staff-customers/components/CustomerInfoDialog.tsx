import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRetained } from '../../../components/useRetained';
import type { StaffCustomer } from '../api/types';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 'View Info': IC/passport number, address and social media handle. */
export function CustomerInfoDialog({ customer: current, onClose }: { customer: StaffCustomer | null; onClose: () => void }) {
  const { t } = useTranslation(['staffCustomers', 'common']);
  const titleId = useId();
  const customer = useRetained(current);
  return (
    <Dialog open={current !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {customer && (
        <>
          <DialogTitle id={titleId}>{customer.fullName}</DialogTitle>
          <DialogContent>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              <Item label={t('info.icPassportNumber')}>{customer.icPassportNumber || t('info.notAvailable')}</Item>
              <Item label={t('info.address')}>{customer.address || t('info.notAvailable')}</Item>
              <Item label={t('info.socialMedia')}>{customer.socialMediaHandle || t('info.notAvailable')}</Item>
              <Item label={t('info.loyaltyPoints')}>{customer.loyaltyPoints}</Item>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
