import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormTextField } from '../../../components/form';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { STATEMENT_LAYOUTS, type StatementSettings } from '../api/types';
import type { useStatementActions } from '../hooks/useStatementActions';
import { columnsFormOf, MAX_COLUMN_NAME, statementColumnsSchema, type StatementColumnsForm } from '../utils/statementColumnsForm';

export interface StatementColumnsDialogProps {
  open: boolean;
  settings: StatementSettings;
  actions: Pick<ReturnType<typeof useStatementActions>, 'save' | 'saving'>;
  onClose: () => void;
}

interface ColumnsFormProps extends Omit<StatementColumnsDialogProps, 'open'> {
  formId: string;
}

function ColumnsForm({ settings, actions, onClose, formId }: ColumnsFormProps) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement' });
  const { control, handleSubmit, setError } = useForm<StatementColumnsForm>({
    resolver: zodResolver(statementColumnsSchema),
    mode: 'onTouched',
    defaultValues: columnsFormOf(settings),
  });
  const { field: layout } = useController({ control, name: 'layout' });
  const preset = settings.presets.find((candidate) => candidate.layout === layout.value);
  const text = { fullWidth: true, slotProps: { htmlInput: { maxLength: MAX_COLUMN_NAME } } } as const;

  const submit = handleSubmit(async (values) => {
    if (await actions.save(values, setError)) onClose();
  });

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('dialog.intro')}</DialogContentText>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <NativeSelectField
            label={t('dialog.layout')}
            value={layout.value}
            onChange={(value) => {
              const next = STATEMENT_LAYOUTS.find((option) => option === value);
              if (next) layout.onChange(next);
            }}
          >
            {STATEMENT_LAYOUTS.map((option) => (
              <option key={option} value={option}>
                {t(`layouts.${option}`)}
              </option>
            ))}
          </NativeSelectField>
          {preset ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('dialog.presetColumns', preset.columns)}
            </Typography>
          ) : (
            <>
              <FormTextField control={control} name="dateColumn" label={t('dialog.date')} required {...text} />
              <FormTextField control={control} name="descriptionColumn" label={t('dialog.description')} required {...text} />
              <FormTextField
                control={control}
                name="referenceColumn"
                label={t('dialog.reference')}
                helperText={t('dialog.referenceHint')}
                {...text}
              />
              <FormTextField
                control={control}
                name="amountColumn"
                label={t('dialog.amount')}
                helperText={t('dialog.amountHint')}
                required
                {...text}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={actions.saving}
        onCancel={onClose}
        submitLabel={t('dialog.save')}
        pendingLabel={t('dialog.saving')}
      />
    </>
  );
}

/** Which columns of the bank's CSV export are read: a bank's preset, or the business's own headers. */
export function StatementColumnsDialog({ open, settings, actions, onClose }: StatementColumnsDialogProps) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement' });
  return (
    <FormDialog open={open} pending={actions.saving} onClose={onClose} title={t('dialog.title')}>
      {(formId) => open && <ColumnsForm settings={settings} actions={actions} onClose={onClose} formId={formId} />}
    </FormDialog>
  );
}
