import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useGetProtectedImageQuery } from '../../../api/protectedImageApi';
import { COMPLIANCE_KINDS, complianceColor, complianceDueText, type ComplianceKind } from '../../../components/compliance/complianceText';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormImageField, FormTextField } from '../../../components/form';
import { FormDateField } from '../../../components/form/FormDateField';
import { LoadError } from '../../../components/LoadError';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { translateError } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useGetVehicleComplianceQuery, useRemoveComplianceItemMutation, useSetComplianceItemMutation } from '../api/complianceApi';
import type { ComplianceItem, StaffVehicle } from '../api/types';
import { complianceFormSchema, complianceToForm, type ComplianceFormInput, type ComplianceFormValues } from '../utils/complianceForm';

/** Valid is green, expiring (within 30 days) amber, lapsed red; filled once it is a week away or past. */
const STATE_COLOR = { valid: 'success', expiring: 'warning', lapsed: 'error' } as const;

/** The document's picture, fetched with the session (it is private to staff). */
function DocumentPicture({ vehicleId, item, alt }: { vehicleId: number; item: ComplianceItem; alt: string }) {
  const { t } = useTranslation('staffVehicles');
  const { data, isLoading, isError } = useGetProtectedImageQuery(
    item.hasDocument ? { url: `/staff/vehicles/${vehicleId}/compliance/${item.kind}/document`, version: item.updatedAt } : skipToken,
  );
  const frame = { width: 96, aspectRatio: '4 / 3', borderRadius: 1, flexShrink: 0 } as const;
  if (!item.hasDocument) return null;
  if (isLoading) return <Skeleton variant="rounded" sx={frame} aria-label={t('compliance.pictureLoading')} />;
  if (isError || !data)
    return (
      <Typography variant="caption" color="text.secondary">
        {t('compliance.pictureFailed')}
      </Typography>
    );
  return (
    <Box component="a" href={data} target="_blank" rel="noopener" sx={{ display: 'block', flexShrink: 0 }}>
      <Box component="img" src={data} alt={alt} sx={{ ...frame, objectFit: 'cover', display: 'block' }} />
    </Box>
  );
}

/** One kind: recorded (its state, policy and picture) or not, with Record / Renew and Remove. */
function KindCard({
  vehicleId,
  kind,
  item,
  onRecord,
  onRemove,
}: {
  vehicleId: number;
  kind: ComplianceKind;
  item: ComplianceItem | undefined;
  onRecord: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const { t: common } = useTranslation('common');
  const headingId = useId();
  const kindName = t(`common:compliance.kinds.${kind}`);
  const color = item ? complianceColor(item.daysLeft) : 'default';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {kindName}
          </Typography>
          {item && (
            <Chip
              size="small"
              color={STATE_COLOR[item.state]}
              variant={color === 'default' ? 'outlined' : 'filled'}
              label={t(`compliance.states.${item.state}`)}
            />
          )}
        </Box>
        {item ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <DocumentPicture vehicleId={vehicleId} item={item} alt={t('compliance.pictureAlt', { kind: kindName })} />
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, color: color === 'default' ? undefined : `${color}.main` }}>
                {complianceDueText(common, item)}
              </Typography>
              <Typography variant="body2">{t('compliance.expires', { date: formatDate(item.expiresOn) })}</Typography>
              {(item.policyNumber || item.insurer) && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {[item.insurer, item.policyNumber].filter(Boolean).join(' · ')}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('compliance.updated', { by: item.updatedBy })}
              </Typography>
            </Stack>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('compliance.notRecorded')}</Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={item ? 'outlined' : 'contained'}
            onClick={onRecord}
            sx={TAP_TARGET}
            aria-label={t(item ? 'compliance.renewLabel' : 'compliance.recordLabel', { kind: kindName })}
          >
            {t(item ? 'compliance.renew' : 'compliance.record')}
          </Button>
          {item && (
            <Button color="error" onClick={onRemove} sx={TAP_TARGET} aria-label={t('compliance.removeLabel', { kind: kindName })}>
              {t('compliance.remove')}
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

interface Editing {
  kind: ComplianceKind;
  item: ComplianceItem | undefined;
}

function ItemForm({
  vehicle,
  editing,
  formId,
  pending,
  onSubmit,
  onClose,
}: {
  vehicle: StaffVehicle;
  editing: Editing;
  formId: string;
  pending: boolean;
  onSubmit: (values: ComplianceFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const { control, handleSubmit } = useForm<ComplianceFormInput, unknown, ComplianceFormValues>({
    resolver: zodResolver(complianceFormSchema),
    mode: 'onTouched',
    defaultValues: complianceToForm(editing.item),
  });
  const insurance = editing.kind === 'insurance';
  return (
    <>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Alert severity="info">{t('compliance.formIntro', { name: vehicle.displayName })}</Alert>
          <FormDateField
            control={control}
            name="expiresOn"
            label={t('compliance.expiresOn')}
            required
            fullWidth
            helperText={t('compliance.expiresOnHelp')}
            disabled={pending}
          />
          {insurance && (
            <>
              <FormTextField
                control={control}
                name="insurer"
                label={t('compliance.insurer')}
                fullWidth
                disabled={pending}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <FormTextField
                control={control}
                name="policyNumber"
                label={t('compliance.policyNumber')}
                fullWidth
                disabled={pending}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
            </>
          )}
          <FormImageField
            control={control}
            name="document"
            label={t('compliance.document')}
            hint={editing.item?.hasDocument ? t('compliance.documentKept') : t('compliance.documentHint')}
            disabled={pending}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('compliance.save')}
        pendingLabel={t('compliance.saving')}
      />
    </>
  );
}

export interface ComplianceDialogProps {
  /** The car whose dates are shown; the dialog is open while there is one. */
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** A car's road tax, insurance, Puspakom inspection and permit: each recorded with its document, renewed or removed. */
export function ComplianceDialog({ vehicle, onClose }: ComplianceDialogProps) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  const { toast } = useToast();
  const query = useGetVehicleComplianceQuery(shown?.id ?? skipToken, { refetchOnMountOrArgChange: true });
  const [setItem, saving] = useSetComplianceItemMutation();
  const [removeItem, removing] = useRemoveComplianceItemMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Editing | null>(null);
  const items = new Map((query.data?.items ?? []).map((item) => [item.kind, item]));

  const save = async (target: StaffVehicle, { kind }: Editing, values: ComplianceFormValues) => {
    try {
      await setItem({
        vehicleId: target.id,
        kind,
        expiresOn: values.expiresOn,
        ...(kind === 'insurance' && { policyNumber: values.policyNumber || undefined, insurer: values.insurer || undefined }),
        document: values.document,
      }).unwrap();
      toast({
        title: t('compliance.saved'),
        description: t('compliance.savedDescription', { kind: t(`common:compliance.kinds.${kind}`), date: formatDate(values.expiresOn) }),
      });
      setEditing(null);
    } catch (error) {
      toast({ title: t('compliance.saveFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const remove = async (target: StaffVehicle, { kind }: Editing) => {
    try {
      await removeItem({ vehicleId: target.id, kind }).unwrap();
      toast({
        title: t('compliance.removed'),
        description: t('compliance.removedDescription', { kind: t(`common:compliance.kinds.${kind}`) }),
      });
      setDeleting(null);
    } catch (error) {
      toast({ title: t('compliance.removeFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  let body;
  if (query.isLoading) body = <Skeleton variant="rounded" height={160} aria-label={t('compliance.loading')} />;
  else if (query.error || !query.data)
    body = <LoadError what={t('compliance.loadWhat')} message={translateError(query.error)} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack spacing={1.5}>
        {COMPLIANCE_KINDS.map((kind) => (
          <KindCard
            key={kind}
            vehicleId={query.data.vehicleId}
            kind={kind}
            item={items.get(kind)}
            onRecord={() => setEditing({ kind, item: items.get(kind) })}
            onRemove={() => setDeleting({ kind, item: items.get(kind) })}
          />
        ))}
      </Stack>
    );

  return (
    <>
      <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('compliance.title', { name: shown?.displayName ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('compliance.intro')}
          </Typography>
          {body}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} sx={TAP_TARGET}>
            {t('common:actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ItemFormDialog
        item={editing}
        pending={saving.isLoading}
        onClose={() => setEditing(null)}
        title={(target) =>
          t(target.item ? 'compliance.renewTitle' : 'compliance.recordTitle', { kind: t(`common:compliance.kinds.${target.kind}`) })
        }
      >
        {(target, formId) =>
          shown && (
            <ItemForm
              key={target.kind}
              vehicle={shown}
              editing={target}
              formId={formId}
              pending={saving.isLoading}
              onSubmit={(values) => save(shown, target, values)}
              onClose={() => setEditing(null)}
            />
          )
        }
      </ItemFormDialog>
      <ConfirmItemDialog
        item={deleting}
        title={t('compliance.removeTitle')}
        describe={(target) =>
          t('compliance.removeDescription', { kind: t(`common:compliance.kinds.${target.kind}`), name: shown?.displayName ?? '' })
        }
        confirmLabel={t('compliance.remove')}
        pendingLabel={t('compliance.removing')}
        pending={removing.isLoading}
        onConfirm={(target) => shown && void remove(shown, target)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
