import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { translateMessage } from '../../../i18n';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { useCurrentPaymentQr, type CurrentQr } from '../../../api/usePaymentQrImage';

const QR_SIZE = 220;

function CurrentQrView({ current }: { current: CurrentQr }) {
  const { t } = useTranslation('staffPayments');
  const url = useObjectUrl(current.state === 'uploaded' ? current.image : null);
  switch (current.state) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('qr.loading')}</Typography>
        </Box>
      );
    case 'none':
      // Not an alert: a state to read, not news to announce.
      return (
        <Alert severity="info" role="status">
          {t('qr.none')}
        </Alert>
      );
    case 'error':
      return <Alert severity="error">{t('qr.loadFailed', { message: translateMessage(current.message) })}</Alert>;
    default:
      return url ? (
        <Box
          component="img"
          src={url}
          alt={t('qr.current')}
          sx={{ width: QR_SIZE, maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      ) : null;
  }
}

/** The QR and the account beside it; mounted only while the card is open, so it loads then. */
function PaymentQrBody() {
  const { t } = useTranslation('staffPayments');
  const current = useCurrentPaymentQr(0);
  const { data: config } = useGetPublicConfigQuery();
  return (
    <Stack spacing={2}>
      <CurrentQrView current={current} />
      {config && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('qr.bank')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {config.bankName}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('qr.accountName')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {config.bankAccountName}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('qr.accountNumber')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {config.bankAccountNumber}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('qr.adminOnly')}
      </Typography>
    </Stack>
  );
}

/**
 * 'Payment QR' (collapsed until opened): the DuitNow QR image and the account customers pay to,
 * read-only: only the admin changes them (Admin Panel, Payment Settings), so staff can check what
 * a customer was shown when a transfer does not match.
 */
export function PaymentQrSettings() {
  const { t } = useTranslation('staffPayments');
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }} sx={{ mb: 2, borderRadius: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="payment-qr-summary" aria-controls="payment-qr-details" sx={{ minHeight: 56 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <QrCode2Icon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('qr.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('qr.summary')}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <PaymentQrBody />
      </AccordionDetails>
    </Accordion>
  );
}
