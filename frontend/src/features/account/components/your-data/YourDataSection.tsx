import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { SectionHeading } from '../../../../components/SectionHeading';
import { downloadBlob, fetchProtectedFile } from '../../../../components/files';
import { useToast } from '../../../../components/toast';
import { translateError } from '../../../../i18n';
import { todayInKualaLumpur } from '../../../../lib/calendarDate';
import { formatDay } from '../../../../lib/format';
import { isApiError } from '../../../../lib/httpError';
import { useSession } from '../../../../lib/session';
import { DATA_EXPORT_URL, useGetMyProfileQuery, useRequestAccountDeletionMutation, type CustomerHold } from '../../api/accountDataApi';

/**
 * For the bundler only. This section's dialog needs MUI's modal stack (Modal, Grow), which other
 * routes load in one chunk with Menu. A lazy chunk that reaches the stack but not Menu makes the
 * bundler cut that chunk in pieces, and the signed-in payment page pays about 1.3 KB for it;
 * reaching Menu too keeps the stack whole. Nothing renders it.
 */
export { default as MenuSharingTheModalChunk } from '@mui/material/Menu';

const HOLDS: readonly CustomerHold[] = ['rental_open', 'balance_owed', 'money_held', 'summons_open', 'request_open'];

/** The holds a refusal names (params.holds: "rental_open, balance_owed"), in the catalogue's order. */
function holdsOf(error: unknown): CustomerHold[] | null {
  if (!isApiError(error) || error.code !== 'ACCOUNT_HAS_HOLDS') return null;
  const named = String(error.params?.holds ?? '').split(', ');
  return HOLDS.filter((hold) => named.includes(hold));
}

function useDownloadMyData() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('accountData');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchProtectedFile(DATA_EXPORT_URL, token);
      const name = fileName ?? `my-data-${todayInKualaLumpur()}.zip`;
      downloadBlob(blob, name);
      toast({ title: t('download.done'), description: t('download.doneDescription', { name }) });
    } catch (error) {
      toast({ title: t('download.failed'), description: translateError(error, t('download.failedDescription')), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

/**
 * My Account's 'Your data' (PDPA): a copy of everything we hold about the customer, and the
 * request to delete the account (staff confirm it once nothing is left to settle). Loaded lazily,
 * so the account page's first load does not carry it.
 */
export default function YourDataSection() {
  const { t } = useTranslation('accountData');
  const headingId = useId();
  const { toast } = useToast();
  const { download, downloading } = useDownloadMyData();
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const [requestDeletion, { isLoading: requesting }] = useRequestAccountDeletionMutation();
  const [confirming, setConfirming] = useState(false);
  const [refusedFor, setRefusedFor] = useState<CustomerHold[] | null>(null);
  const requestedAt = profile?.deletionRequestedAt ?? null;

  const confirmDeletion = async () => {
    try {
      await requestDeletion().unwrap();
      setRefusedFor(null);
    } catch (error) {
      const holds = holdsOf(error);
      if (holds) setRefusedFor(holds);
      else toast({ title: t('delete.failed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <span id={headingId}>
        <SectionHeading>{t('heading')}</SectionHeading>
      </span>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
            sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {downloading ? t('download.pending') : t('download.action')}
          </Button>
          {downloading && <LinearProgress aria-label={t('download.pending')} />}
          <Typography variant="body2" color="text.secondary">
            {t('download.hint')}
          </Typography>
        </Stack>

        <Stack spacing={1}>
          {requestedAt ? (
            <Alert severity="info" role="status">
              <AlertTitle>{t('delete.requested')}</AlertTitle>
              {t('delete.requestedDescription', { date: formatDay(requestedAt) })}
            </Alert>
          ) : (
            <>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={() => setConfirming(true)}
                sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              >
                {t('delete.action')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('delete.hint')}
              </Typography>
            </>
          )}
          {refusedFor && !requestedAt && (
            <Alert severity="warning" onClose={() => setRefusedFor(null)} slotProps={{ closeButton: { title: t('delete.close') } }}>
              <AlertTitle>{t('delete.refusedTitle')}</AlertTitle>
              {t('delete.refusedIntro')}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {refusedFor.map((hold) => (
                  <li key={hold}>{t(`delete.holds.${hold}`)}</li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t('delete.dialogTitle')}
        description={
          <>
            <Typography component="p" sx={{ mb: 1 }}>
              {t('delete.explain')}
            </Typography>
            <Typography component="p" variant="body2">
              {t('delete.kept')}
            </Typography>
          </>
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pendingLabel')}
        pending={requesting}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
