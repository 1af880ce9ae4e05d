import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { translateError } from '../../../i18n';

function Line({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('staffInvoices');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
      >
        {value || t('form.notSet')}
      </Typography>
    </Box>
  );
}

/**
 * The fixed company block at the top of 'Generate Invoice': the business's
 * name, address and telephone, and the bank account customers pay into, as GET /api/config gives
 * them. It is what the invoice PDF's header prints; staff cannot change it here.
 */
export function CompanyHeader() {
  const { t } = useTranslation('staffInvoices');
  const titleId = useId();
  const { data, error, isLoading } = useGetPublicConfigQuery();

  let body: ReactNode;
  if (isLoading) body = <Typography variant="body2">{t('form.companyLoading')}</Typography>;
  else if (error || !data) {
    body = (
      <Typography variant="body2" color="error">
        {t('form.companyFailed', { message: translateError(error) })}
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {data.businessName}
        </Typography>
        {data.businessAddress && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {data.businessAddress}
          </Typography>
        )}
        {data.businessPhone && <Typography variant="body2">{t('form.phone', { phone: data.businessPhone })}</Typography>}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Line label={t('form.bank')} value={data.bankName} />
          <Line label={t('form.accountName')} value={data.bankAccountName} />
          <Line label={t('form.accountNumber')} value={data.bankAccountNumber} />
        </Box>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1.5, bgcolor: 'action.hover' }}>
      <Typography id={titleId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t('form.company')}
      </Typography>
      {body}
    </Paper>
  );
}
