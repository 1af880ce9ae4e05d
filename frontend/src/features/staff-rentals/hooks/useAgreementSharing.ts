import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { errorStatus } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { useSendAgreementEmailMutation, useSendAgreementWhatsAppMutation } from '../api/staffRentalsApi';
import { agreementUrl } from '../api/files';
import type { StaffRental } from '../api/types';
import { translateError } from '../../../i18n';

export type SharingAction = 'download' | 'email' | 'whatsapp';

/** Only a web address is opened in a new tab, whatever the answer held. */
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * One rental's agreement: downloaded as agreement-<id>.pdf, e-mailed to the customer, or sent by
 * WhatsApp (the chat opens in a new tab). Each failure has its own title: 'Download Error',
 * 'Email Failed' / 'Email Error' and 'WhatsApp Failed' / 'WhatsApp Error' (no answer at all).
 */
export function useAgreementSharing() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('staffRentals');
  const [sendEmail] = useSendAgreementEmailMutation();
  const [sendWhatsApp] = useSendAgreementWhatsAppMutation();
  const [running, setRunning] = useState<SharingAction | null>(null);

  const run = async (action: SharingAction, work: () => Promise<void>) => {
    setRunning(action);
    try {
      await work();
    } finally {
      setRunning(null);
    }
  };

  /** The server refused ('... Failed' with its message), or never answered ('... Error'). */
  const failed = (error: unknown, refusedTitle: string, unreachedTitle: string) =>
    toast({
      title: errorStatus(error) === null ? unreachedTitle : refusedTitle,
      description: translateError(error),
      variant: 'destructive',
    });

  const downloadAgreement = (rental: StaffRental) =>
    run('download', async () => {
      try {
        const { blob } = await fetchProtectedFile(agreementUrl(rental.id), token);
        const name = `agreement-${rental.id}.pdf`;
        downloadBlob(blob, name);
        toast({ title: t('toasts.downloaded'), description: t('toasts.downloadedDescription', { name }) });
      } catch {
        toast({
          title: t('toasts.agreementDownloadFailed'),
          description: t('toasts.agreementDownloadFailedDescription'),
          variant: 'destructive',
        });
      }
    });

  const emailAgreement = (rental: StaffRental) =>
    run('email', async () => {
      try {
        const result = await sendEmail(rental.id).unwrap();
        toast({ title: t('toasts.emailSent'), description: result.message });
      } catch (error) {
        failed(error, t('toasts.emailFailed'), t('toasts.emailError'));
      }
    });

  const whatsAppAgreement = (rental: StaffRental) =>
    run('whatsapp', async () => {
      try {
        const result = await sendWhatsApp(rental.id).unwrap();
        if (!WEB_ADDRESS.test(result.whatsappUrl)) throw new Error(t('toasts.whatsAppNoLink'));
        window.open(result.whatsappUrl, '_blank', 'noopener');
        toast({ title: t('toasts.whatsAppOpened'), description: t('toasts.whatsAppOpenedDescription', { recipient: result.recipient }) });
      } catch (error) {
        failed(error, t('toasts.whatsAppFailed'), t('toasts.whatsAppError'));
      }
    });

  return { downloadAgreement, emailAgreement, whatsAppAgreement, running };
}
