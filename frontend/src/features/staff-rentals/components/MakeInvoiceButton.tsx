import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { invoiceFileName, invoicePdfUrl } from '../../staff-invoices/api/staffInvoicesApi';
import { useMakeRentalInvoiceMutation } from '../api/staffRentalsApi';

/**
 * Makes an invoice of the rental's account as it stands and saves its PDF. Tapped again with the
 * account unchanged, the server gives back the same invoice, so a double tap makes one.
 */
export function MakeInvoiceButton({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation('staffRentals');
  const { toast } = useToast();
  const { token } = useSession();
  const [makeInvoice, making] = useMakeRentalInvoiceMutation();
  const [downloading, setDownloading] = useState(false);
  const busy = making.isLoading || downloading;

  const make = async () => {
    try {
      const invoice = await makeInvoice(rentalId).unwrap();
      setDownloading(true);
      const { blob } = await fetchProtectedFile(invoicePdfUrl(invoice.id), token);
      downloadBlob(blob, invoiceFileName(invoice));
      toast({
        title: t('account.invoiceMade'),
        description: t('account.invoiceMadeDescription', { number: invoice.number ?? invoice.id }),
      });
    } catch (error) {
      toast({ title: t('account.invoiceFailed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void make()}
      disabled={busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <ReceiptLongIcon />}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      {busy ? t('account.makingInvoice') : t('account.makeInvoice')}
    </Button>
  );
}
