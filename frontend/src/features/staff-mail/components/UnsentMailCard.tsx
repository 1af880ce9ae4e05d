import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useGetUnsentMailQuery, useRetryMailMutation } from '../api/staffMailApi';
import type { MailMessage } from '../api/types';

const TITLE_ID = 'unsent-mail-title';

/** One e-mail not sent: who, what, how often it was tried and why it failed; Retry once it has given up. */
function UnsentMailItem({ message }: { message: MailMessage }) {
  const { t } = useTranslation('staffMail');
  const { toast } = useToast();
  const [retry, { isLoading }] = useRetryMailMutation();
  const failed = message.status === 'failed';

  const onRetry = async () => {
    try {
      await retry(message.id).unwrap();
      toast({ title: t('retried'), description: t('retriedDescription', { recipient: message.recipient }) });
    } catch (error) {
      toast({ title: t('retryFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.recipient}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('attempts', { count: message.attempts })}
        </Typography>
        {message.lastError && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {t('lastError', { error: message.lastError })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={failed ? 'error' : 'warning'} label={t(failed ? 'status.failed' : 'status.queued')} />
        {failed && (
          <Button
            variant="outlined"
            onClick={onRetry}
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={16} /> : undefined}
            aria-label={t('retryFor', { recipient: message.recipient })}
            sx={TAP_TARGET}
          >
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The staff dashboard's 'E-mails not sent' card: what the outbox still holds (queued or failed). */
export function UnsentMailCard() {
  const { t } = useTranslation('staffMail');
  const { data, error, isLoading, refetch } = useGetUnsentMailQuery();

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('loading')} />;
  else if (error)
    body = (
      // Not the shared LoadError: its button is just "Retry", ambiguous next to the dashboard's own.
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} aria-label={t('reload')} sx={TAP_TARGET}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed', { message: translateError(error) })}
      </Alert>
    );
  else if (!data || data.items.length === 0) body = <Alert severity="success">{t('empty')}</Alert>;
  else
    body = (
      <>
        {data.total > data.items.length && (
          <Typography variant="body2" color="text.secondary">
            {t('showing', { shown: data.items.length, total: data.total })}
          </Typography>
        )}
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((message) => (
            <UnsentMailItem key={message.id} message={message} />
          ))}
        </Stack>
      </>
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}>
      <Typography id={TITLE_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('title')}
      </Typography>
      {body}
    </Paper>
  );
}
