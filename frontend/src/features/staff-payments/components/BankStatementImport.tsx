import { useState, type ChangeEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { TAP_TARGET } from '../../../components/tapTarget';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateError } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useGetStatementSettingsQuery } from '../api/staffPaymentsApi';
import type { StatementImport, StatementSettings } from '../api/types';
import { useStatementActions } from '../hooks/useStatementActions';
import { StatementColumnsDialog } from './StatementColumnsDialog';
import { StatementLines } from './StatementLines';

/** What the file picker offers; the server reads the content, whatever the name. */
const STATEMENT_TYPES = '.csv,text/csv,application/vnd.ms-excel';

/** What the last upload did, read out when it arrives. */
function ImportSummary({ result }: { result: StatementImport }) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement.result' });
  const parts = [
    t('newLines', { count: result.newLines }),
    result.duplicateLines > 0 ? t('duplicates', { count: result.duplicateLines }) : null,
    result.skippedLines > 0 ? t('skipped', { count: result.skippedLines }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <Alert severity={result.proposedMatches > 0 ? 'success' : 'info'} role="status">
      <AlertTitle>{t('title')}</AlertTitle>
      {result.newLines === 0 ? t('nothingNew') : parts.join(' · ')}
      {result.proposedMatches > 0 && (
        <Box component="strong" sx={{ display: 'block', mt: 0.5 }}>
          {t('proposed', { count: result.proposedMatches })}
        </Box>
      )}
    </Alert>
  );
}

/** The remembered layout, the upload, the last upload's summary, and the lines to confirm. */
function StatementBody({ settings }: { settings: StatementSettings }) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement' });
  const actions = useStatementActions(settings.maxMegabytes);
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<StatementImport | null>(null);
  const columns = settings.columns;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const imported = await actions.upload(file);
    if (imported) setResult(imported);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('columns')}
          </Typography>
          {settings.layout && columns ? (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t('columnsValue', {
                layout: t(`layouts.${settings.layout}`),
                columns: [columns.date, columns.description, columns.reference, columns.amount].filter(Boolean).join(' · '),
              })}
            </Typography>
          ) : (
            <Alert severity="info" role="status" sx={{ mt: 0.5 }}>
              {t('columnsNone')}
            </Alert>
          )}
        </Box>
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setEditing(true)} sx={TAP_TARGET}>
          {settings.layout ? t('changeColumns') : t('chooseColumns')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button
          component="label"
          role={undefined}
          variant="contained"
          disabled={!settings.layout || actions.importing}
          startIcon={actions.importing ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
          sx={{ ...TAP_TARGET, justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {actions.importing ? t('uploading') : t('upload')}
          <Box
            component="input"
            type="file"
            name="statement"
            accept={STATEMENT_TYPES}
            aria-label={t('upload')}
            disabled={!settings.layout || actions.importing}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void onFile(event)}
            sx={visuallyHidden}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('limits', { megabytes: settings.maxMegabytes, lines: formatNumber(settings.maxLines) })}
        </Typography>
      </Box>
      {result && <ImportSummary result={result} />}
      <Divider />
      <StatementLines
        deciding={actions.deciding}
        onConfirm={(line) => void actions.confirm(line)}
        onIgnore={(line) => void actions.ignore(line)}
      />
      <StatementColumnsDialog open={editing} settings={settings} actions={actions} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** Mounted only while the section is open, so nothing loads until staff open it. */
function StatementSection() {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement' });
  const { data, error, isLoading, isFetching, refetch } = useGetStatementSettingsQuery();
  if (isLoading || (error && isFetching)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('loading')}</Typography>
      </Box>
    );
  }
  if (error || !data) return <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  return <StatementBody settings={data} />;
}

/**
 * 'Import bank statement' (collapsed until opened): staff upload the bank's CSV export, each
 * transfer carrying a pending payment's reference and amount is proposed for it, and one tap
 * on Confirm completes that payment, as Mark Completed does.
 */
export function BankStatementImport() {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement' });
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }} sx={{ mb: 2, borderRadius: 1 }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="bank-statement-summary"
        aria-controls="bank-statement-details"
        sx={{ minHeight: 56 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <AccountBalanceIcon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('summary')}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <StatementSection />
      </AccordionDetails>
    </Accordion>
  );
}
