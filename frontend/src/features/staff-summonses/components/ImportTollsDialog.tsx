import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateError } from '../../../i18n';
import { useGetStaffVehiclesQuery } from '../../staff-vehicles/api/staffVehiclesApi';
import { useImportTollsMutation } from '../api/roadChargesApi';
import type { TollImport } from '../api/types';

const VEHICLE_PAGE = { page: 1, limit: 100 } as const;
/** The server refuses more; the browser says so before sending. */
const MAX_MEGABYTES = 5;
const CSV_TYPES = '.csv,text/csv,application/vnd.ms-excel';

function ImportForm({ formId, onClose }: { formId: string; onClose: () => void }) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'import' });
  const { toast } = useToast();
  const { data, isLoading } = useGetStaffVehiclesQuery(VEHICLE_PAGE);
  const vehicles = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.displayName.localeCompare(b.displayName)), [data]);
  const [importTolls, importing] = useImportTollsMutation({ fixedCacheKey: 'import-tolls' });
  const [vehicleId, setVehicleId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TollImport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vehicleId) return setProblem(t('chooseCar'));
    if (!file) return setProblem(t('chooseFile'));
    if (file.size > MAX_MEGABYTES * 1024 * 1024) return setProblem(t('tooLarge', { megabytes: MAX_MEGABYTES }));
    setProblem(null);
    try {
      const imported = await importTolls({ vehicleId: Number(vehicleId), file }).unwrap();
      setResult(imported);
      toast({ title: t('imported') });
    } catch (error) {
      setProblem(translateError(error));
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        <Box component="form" id={formId} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
          <NativeSelectField label={t('car')} value={vehicleId} onChange={setVehicleId}>
            <option value="">{isLoading ? t('loadingCars') : t('chooseCar')}</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={String(vehicle.id)}>
                {vehicle.displayName}
              </option>
            ))}
          </NativeSelectField>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Button
              component="label"
              role={undefined}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              sx={{ ...TAP_TARGET, justifySelf: 'start' }}
            >
              {t('file')}
              <Box
                component="input"
                type="file"
                name="statement"
                accept={CSV_TYPES}
                aria-label={t('file')}
                disabled={importing.isLoading}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.currentTarget.files?.[0] ?? null)}
                sx={visuallyHidden}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : t('fileHint', { megabytes: MAX_MEGABYTES })}
            </Typography>
          </Box>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {result && (
            <Alert severity="success" role="status">
              {result.newTolls === 0
                ? t('nothingNew', { count: result.duplicateTolls })
                : t('summary', { count: result.newTolls, charged: result.charged, unmatched: result.unmatched })}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={importing.isLoading}
        onCancel={onClose}
        cancelLabel={result ? t('done') : undefined}
        submitLabel={t('submit')}
        pendingLabel={t('submitting')}
      />
    </>
  );
}

/** Import Touch 'n Go statement: the car whose card it is, and the card's CSV; each toll is charged at cost to the renter then. */
export function ImportTollsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'import' });
  const [, importing] = useImportTollsMutation({ fixedCacheKey: 'import-tolls' });
  return (
    <FormDialog open={open} pending={importing.isLoading} onClose={onClose} title={t('title')}>
      {(formId) => <ImportForm formId={formId} onClose={onClose} />}
    </FormDialog>
  );
}
