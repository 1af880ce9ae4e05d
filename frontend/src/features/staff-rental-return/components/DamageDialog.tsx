import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import type { AddDamageBody, CarPanel, DamageKind, DamageSize, ReturnInspection } from '../api/returnApi';
import { panelAt, type DiagramPoint } from '../../../components/damage/CarDiagram';

export const DAMAGE_KINDS = ['scratch', 'dent', 'crack', 'chip', 'missing_part', 'interior'] as const satisfies readonly DamageKind[];
export const DAMAGE_SIZES = ['small', 'medium', 'large'] as const satisfies readonly DamageSize[];
export const CAR_PANELS = [
  'front_bumper',
  'bonnet',
  'windscreen',
  'roof',
  'rear_windscreen',
  'boot',
  'rear_bumper',
  'front_left_door',
  'rear_left_door',
  'front_right_door',
  'rear_right_door',
  'left_fender',
  'right_fender',
  'left_quarter',
  'right_quarter',
  'left_mirror',
  'right_mirror',
  'wheels',
  'interior',
] as const satisfies readonly CarPanel[];

export interface DamageDialogProps {
  point: DiagramPoint;
  inspection: ReturnInspection;
  pending: boolean;
  onCancel: () => void;
  onSave: (body: AddDamageBody) => void;
  /** Client ids of close-ups still on the phone: a point may name one before it reaches the server. */
  queuedCloseUps?: readonly string[];
}

const QUEUED = 'queued:';

/** What the tapped spot is: panel, kind, size, a note, a close-up, and an amount typed instead of the list's price. */
export function DamageDialog({ point, inspection, pending, onCancel, onSave, queuedCloseUps = [] }: DamageDialogProps) {
  const { t } = useTranslation('staffReturn');
  const [panel, setPanel] = useState<AddDamageBody['panel']>(panelAt(point) as AddDamageBody['panel']);
  const [kind, setKind] = useState<AddDamageBody['kind']>('scratch');
  const [size, setSize] = useState<AddDamageBody['size']>('small');
  const [note, setNote] = useState('');
  const [photoKey, setPhotoKey] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const closeUps = inspection.photos.filter((photo) => photo.type === 'damage');
  const save = () =>
    onSave({
      ...point,
      panel,
      kind,
      size,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(photoKey.startsWith(QUEUED) ? { photoClientId: photoKey.slice(QUEUED.length) } : photoKey ? { photoKey } : {}),
      ...(amount.trim() ? { amount: amount.trim(), reason: reason.trim() } : {}),
    });
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('damage.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('damage.panel')}
            value={panel}
            onChange={(event) => setPanel(event.target.value as AddDamageBody['panel'])}
          >
            {CAR_PANELS.map((value) => (
              <MenuItem key={value} value={value} sx={TAP_TARGET}>
                {t(`panels.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('damage.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as AddDamageBody['kind'])}
          >
            {DAMAGE_KINDS.map((value) => (
              <MenuItem key={value} value={value} sx={TAP_TARGET}>
                {t(`kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('damage.size')}
            value={size}
            onChange={(event) => setSize(event.target.value as AddDamageBody['size'])}
          >
            {DAMAGE_SIZES.map((value) => (
              <MenuItem key={value} value={value} sx={TAP_TARGET}>
                {t(`sizes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {closeUps.length + queuedCloseUps.length > 0 && (
            <TextField select label={t('damage.closeUp')} value={photoKey} onChange={(event) => setPhotoKey(event.target.value)}>
              <MenuItem value="" sx={TAP_TARGET}>
                {t('damage.noCloseUp')}
              </MenuItem>
              {closeUps.map((photo, index) => (
                <MenuItem key={photo.key} value={photo.key} sx={TAP_TARGET}>
                  {`${t('photoTypes.damage')} ${index + 1}`}
                </MenuItem>
              ))}
              {queuedCloseUps.map((clientId, index) => (
                <MenuItem key={clientId} value={`${QUEUED}${clientId}`} sx={TAP_TARGET}>
                  {t('damage.queuedCloseUp', { index: closeUps.length + index + 1 })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('damage.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            label={t('damage.typedAmount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
          />
          {amount.trim() !== '' && (
            <TextField
              label={t('damage.typedReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={TAP_TARGET}>
          {t('damage.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={pending} sx={TAP_TARGET}>
          {t('damage.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
