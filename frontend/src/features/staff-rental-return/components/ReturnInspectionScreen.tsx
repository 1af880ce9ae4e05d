import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useConditionReportDownload } from '../../../components/files/useConditionReportDownload';
import { LoadError } from '../../../components/LoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { SignatureCanvas, type SignatureCanvasHandle } from '../../../components/SignatureCanvas';
import { StatusMessage } from '../../../components/StatusMessage';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { currentLanguage, translateError } from '../../../i18n';
import { formatDateTime, formatRM } from '../../../lib/format';
import { errorStatus } from '../../../lib/httpError';
import {
  useAddReturnDamageMutation,
  useAddReturnFeeMutation,
  useCustomerAbsentMutation,
  useFinalizeReturnMutation,
  useGetReturnInspectionQuery,
  useGetReturnPriceListsQuery,
  useRemoveReturnDamageMutation,
  useRemoveReturnFeeMutation,
  useSaveReturnReadingsMutation,
  useSignReturnMutation,
  useUploadReturnPhotoMutation,
  useWaiveReturnLineMutation,
  useWithdrawReturnWaiverMutation,
  replaceCachedInspection,
  type AddDamageBody,
  type ReturnChargeLine,
  type ReturnInspection,
  type ReturnPhotoType,
} from '../api/returnApi';
import type { AppDispatch } from '../../../app/store';
import { OfflineBanner } from '../../../components/offline/OfflineBanner';
import { UploadQueueLine } from '../../../components/offline/UploadQueueLine';
import { newClientId, onUploadSent, uploadQueue, useQueuedUploads } from '../../../lib/offline/uploadQueueInstance';
import { RETURN_TARGETS, type QueuedUpload } from '../../../lib/offline/uploadQueue';
import { CarDiagram, type DiagramPoint } from '../../../components/damage/CarDiagram';
import { DamageDialog } from './DamageDialog';
import { ReturnPhotos } from './ReturnPhotos';
import { usePageTitle } from '../../../components/layout/usePageTitle';

const DASHBOARD_RENTALS = `${paths.staff}?tab=rentals`;
const FUEL_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** A step as the upload queue keeps it, before it knows its rental. */
type Piece = Omit<QueuedUpload, 'queuedAt' | 'attempts' | 'state' | 'rentalId'>;

/** "2026-11-20T10:15:00.000Z" -> "2026-11-20T18:15" in Kuala Lumpur, for a datetime-local field. */
export function toKualaLumpurInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** A datetime-local value read as Kuala Lumpur time, as the API takes it. */
export function fromKualaLumpurInput(value: string): string {
  return `${value}:00+08:00`;
}

function parseRentalId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** One step of the inspection, a region named by its heading so a screen reader can jump between them. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function BackToDashboard() {
  const { t } = useTranslation('staffReturn');
  return (
    <Button variant="outlined" component={RouterLink} to={DASHBOARD_RENTALS} startIcon={<ArrowBackIcon />} sx={TAP_TARGET}>
      {t('backToDashboard')}
    </Button>
  );
}

/** /staff/rentals/:id/return (staff only): the return inspection of one rental, phone first. */
export function ReturnInspectionScreen() {
  const { t } = useTranslation(['staffReturn', 'common']);
  usePageTitle(t('title'));
  const id = parseRentalId(useParams().id);
  const { data, error, isLoading, refetch } = useGetReturnInspectionQuery(id ?? 0, { skip: id === null });
  if (id === null || errorStatus(error) === 404) {
    return (
      <StatusMessage
        icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('loadWhat')}
        description=""
        action={<BackToDashboard />}
      />
    );
  }
  if (isLoading) return <LoadingScreen />;
  if (error || !data) return <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  return <ReturnInspectionForm key={data.rentalId} inspection={data} />;
}

export function ReturnInspectionForm({ inspection }: { inspection: ReturnInspection }) {
  const { t } = useTranslation(['staffReturn', 'common']);
  const { toast } = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const id = inspection.rentalId;
  const finalized = inspection.finalizedAt !== null;
  const open = ['active', 'extension-requested'].includes(inspection.status);
  const locked = finalized || !open;
  const { data: priceLists } = useGetReturnPriceListsQuery();
  const [uploadPhoto, photoCall] = useUploadReturnPhotoMutation();
  const [saveReadings, readingsCall] = useSaveReturnReadingsMutation();
  const [addDamage, damageCall] = useAddReturnDamageMutation();
  const [removeDamage] = useRemoveReturnDamageMutation();
  const [addFee] = useAddReturnFeeMutation();
  const [removeFee] = useRemoveReturnFeeMutation();
  const [waive, waiveCall] = useWaiveReturnLineMutation();
  const [withdrawWaiver, withdrawCall] = useWithdrawReturnWaiverMutation();
  const [sign, signCall] = useSignReturnMutation();
  const [absent, absentCall] = useCustomerAbsentMutation();
  const [finalize, finalizeCall] = useFinalizeReturnMutation();
  const { downloadReport, downloading: downloadingReport } = useConditionReportDownload('staff');

  const [fuel, setFuel] = useState<number | null>(inspection.fuelLevel);
  const [mileage, setMileage] = useState(inspection.mileage === null ? '' : String(inspection.mileage));
  const [returnedAt, setReturnedAt] = useState(toKualaLumpurInput(inspection.returnedAt ?? new Date().toISOString()));
  const [tapped, setTapped] = useState<DiagramPoint | null>(null);
  const [feeId, setFeeId] = useState('');
  const [waiving, setWaiving] = useState<ReturnChargeLine | null>(null);
  const [waiveReason, setWaiveReason] = useState('');
  const [absentReason, setAbsentReason] = useState('');
  const [redoingSignature, setRedoingSignature] = useState(false);
  const queued = useQueuedUploads().filter((item) => item.rentalId === id && RETURN_TARGETS.includes(item.target));
  const queuedPhotos = queued.filter((item) => item.target === 'return_photo');
  const queuedReadings = queued.find((item) => item.target === 'return_readings');
  const queuedDamage = queued.filter((item) => item.target === 'return_damage');
  const queuedCloseUps = queuedPhotos.filter((item) => item.photoType === 'damage').map((item) => item.clientId);
  const customerQueued = queued.some((item) => item.target === 'return_signature' || item.target === 'return_absent');
  const customerDone = inspection.signed || inspection.customerAbsentReason !== null || customerQueued;
  useEffect(
    () =>
      onUploadSent((item, answer) => {
        // Every piece answers with the inspection as the server holds it: its charges replace the shown ones.
        if (item.rentalId === id && RETURN_TARGETS.includes(item.target)) dispatch(replaceCachedInspection(answer as ReturnInspection));
      }),
    [dispatch, id],
  );
  // After a reload the readings still waiting on the phone are the ones staff entered: show them.
  const restoredReadings = useRef(false);
  useEffect(() => {
    if (restoredReadings.current || !queuedReadings?.fields) return;
    restoredReadings.current = true;
    const { fuelLevel, mileage: km, returnedAt: at } = queuedReadings.fields;
    if (typeof fuelLevel === 'number') setFuel(fuelLevel);
    if (typeof km === 'number') setMileage(String(km));
    if (typeof at === 'string') setReturnedAt(toKualaLumpurInput(at));
  }, [queuedReadings]);

  /**
   * A step goes to the server at once with signal; without it (or when the send fails on the
   * network) it waits in the upload queue with the id made when it was entered, and the inspection
   * goes on. `call` null: it waits behind a queued piece it needs. True when saved or kept.
   */
  const sendOrKeep = async (piece: Piece, call: (() => Promise<unknown>) | null, done?: string): Promise<boolean> => {
    const keep = async () => {
      await uploadQueue().enqueue({ ...piece, rentalId: id });
      return true;
    };
    if (!call || !navigator.onLine) return keep();
    try {
      await call();
      if (done) toast({ title: done });
      return true;
    } catch (failure) {
      if (errorStatus(failure) === null) return keep();
      toast({ title: t('failed'), description: translateError(failure), variant: 'destructive' });
      return false;
    }
  };

  const takePhoto = (type: ReturnPhotoType, file: File) => {
    const clientId = newClientId();
    return sendOrKeep(
      { clientId, target: 'return_photo', photoType: type, file, fileName: file.name },
      () => uploadPhoto({ id, type, file, clientId }).unwrap(),
      t('photos.uploaded'),
    );
  };

  const saveAllReadings = () => {
    const fields = {
      ...(fuel !== null ? { fuelLevel: fuel } : {}),
      ...(mileage !== '' ? { mileage: Number(mileage) } : {}),
      ...(returnedAt ? { returnedAt: fromKualaLumpurInput(returnedAt) } : {}),
    };
    return sendOrKeep(
      { clientId: newClientId(), target: 'return_readings', fields },
      () => saveReadings({ id, ...fields }).unwrap(),
      t('readings.saved'),
    );
  };

  const recordDamage = async (body: AddDamageBody) => {
    const clientId = newClientId();
    // A point naming a close-up still on the phone waits behind it in the queue, so the photo is there first.
    const behindPhoto = body.photoClientId !== undefined && queuedCloseUps.includes(body.photoClientId);
    const saved = await sendOrKeep(
      { clientId, target: 'return_damage', fields: { ...body } as Record<string, string | number> },
      behindPhoto ? null : () => addDamage({ id, ...body, clientId }).unwrap(),
    );
    if (saved) setTapped(null);
  };
  const signatureRef = useRef<SignatureCanvasHandle>(null);

  /** Runs a step; a refusal shows the server's message in the reader's language. */
  const run = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) toast({ title: done });
      return true;
    } catch (failure) {
      toast({ title: t('failed'), description: translateError(failure), variant: 'destructive' });
      return false;
    }
  };

  const lineWhy = (line: ReturnChargeLine) => {
    const params: Record<string, string | number> = { ...line.reason.params };
    if (line.reason.code.startsWith('DAMAGE')) {
      params.kind = t(`kinds.${String(params.kind)}` as 'kinds.scratch');
      params.size = t(`sizes.${String(params.size)}` as 'sizes.small');
      params.panel = t(`panels.${String(params.panel)}` as 'panels.roof');
    }
    return t(`charges.reasons.${line.reason.code}`, params);
  };
  const missingText = (item: string) =>
    item.startsWith('photo:')
      ? t('missing.photo', { type: t(`photoTypes.${item.slice(6)}` as 'photoTypes.front') })
      : t(`missing.${item}` as 'missing.mileage');
  const feeName = (fee: { nameEn: string; nameMs: string }) => (currentLanguage() === 'ms' ? fee.nameMs : fee.nameEn);

  const header = (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">
        {t('rentalNumber', { id })} · {inspection.vehicleName}
        {inspection.customerName ? ` · ${inspection.customerName}` : ''}
      </Typography>
      <Typography color="text.secondary">{t('dueAt', { when: formatDateTime(inspection.dueAt) })}</Typography>
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', pb: 4 }}>
      <OfflineBanner />
      {header}
      {finalized && (
        <Alert severity="success">
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <span>{t('finalized', { when: formatDateTime(inspection.finalizedAt ?? '') })}</span>
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => void downloadReport(id)}
              disabled={downloadingReport === id}
              startIcon={<PictureAsPdfIcon />}
              sx={TAP_TARGET}
            >
              {downloadingReport === id ? t('common:conditionReport.downloading') : t('common:conditionReport.download')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!open && !finalized && (
        <Alert severity="info">{t('notOpen', { status: t(`common:status.${inspection.status}` as 'common:status.active') })}</Alert>
      )}

      <Section title={t('sections.photos')}>
        <ReturnPhotos
          inspection={{ ...inspection, finalizedAt: locked ? (inspection.finalizedAt ?? 'locked') : null }}
          disabled={photoCall.isLoading}
          onUpload={(type, file) => void takePhoto(type, file)}
        />
        {queuedPhotos.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <UploadQueueLine items={queuedPhotos} />
          </Box>
        )}
      </Section>

      <Section title={t('sections.readings')}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" id="return-fuel-label">
              {t('readings.fuel')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('readings.fuelOut', { level: inspection.pickupFuelLevel ?? '–' })}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={fuel}
              onChange={(_event, value: number | null) => value !== null && setFuel(value)}
              aria-labelledby="return-fuel-label"
              disabled={locked}
              sx={{ display: 'flex', flexWrap: 'wrap', mt: 0.5 }}
            >
              {FUEL_LEVELS.map((level) => (
                <ToggleButton key={level} value={level} sx={{ minWidth: 44, minHeight: 44 }}>
                  {level}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <TextField
            label={t('readings.mileage')}
            helperText={t('readings.mileageOut', { km: inspection.pickupMileage })}
            value={mileage}
            onChange={(event) => setMileage(event.target.value.replace(/\D/g, ''))}
            disabled={locked}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <TextField
            type="datetime-local"
            label={t('readings.returnedAt')}
            value={returnedAt}
            onChange={(event) => setReturnedAt(event.target.value)}
            disabled={locked}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {!locked && (
            <Box>
              <Button variant="contained" sx={TAP_TARGET} disabled={readingsCall.isLoading} onClick={() => void saveAllReadings()}>
                {t('readings.save')}
              </Button>
            </Box>
          )}
          {queuedReadings && (
            <Typography variant="body2" color="text.secondary">
              {t('waitingForSignal')}
            </Typography>
          )}
        </Stack>
      </Section>

      <Section title={t('sections.damage')}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('damage.hint')}
          </Typography>
          <CarDiagram
            viewBox={inspection.viewBox}
            existing={inspection.preExistingDamages}
            recorded={inspection.damages}
            pending={tapped}
            waiting={queuedDamage.map((item) => ({ x: Number(item.fields?.x), y: Number(item.fields?.y) }))}
            waitingLabel={t('waitingForSignal')}
            label={t('damage.diagramLabel')}
            disabled={locked}
            onTap={setTapped}
          />
          {inspection.damages.length === 0 && queuedDamage.length === 0 && (
            <Typography color="text.secondary">{t('damage.none')}</Typography>
          )}
          {queuedDamage.map((item) => (
            <Typography key={item.clientId}>
              {`${t(`kinds.${String(item.fields?.kind)}` as 'kinds.scratch')} · ${t(`sizes.${String(item.fields?.size)}` as 'sizes.small')} · ${t(`panels.${String(item.fields?.panel)}` as 'panels.roof')} · ${t('waitingForSignal')}`}
            </Typography>
          ))}
          {inspection.damages.map((damage) => (
            <Stack key={damage.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography>
                {`${t(`kinds.${damage.kind}`)} · ${t(`sizes.${damage.size}`)} · ${t(`panels.${damage.panel}`)}`}
                {damage.charge ? ` · ${formatRM(damage.charge)}` : ''}
              </Typography>
              {!locked && (
                <Button color="error" sx={TAP_TARGET} onClick={() => void run(() => removeDamage({ id, damageId: damage.id }).unwrap())}>
                  {t('damage.remove')}
                </Button>
              )}
            </Stack>
          ))}
          {inspection.preExistingDamages.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {`${t('damage.existing')}: ${inspection.preExistingDamages
                .map((damage) => `${t(`kinds.${damage.kind}`)} (${t(`panels.${damage.panel}`)})`)
                .join(', ')}`}
            </Typography>
          )}
        </Stack>
      </Section>

      <Section title={t('sections.fees')}>
        <Stack spacing={1}>
          {inspection.fees.map((fee) => (
            <Stack key={fee.line} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography>{`${feeName(fee)} · ${formatRM(fee.amount)}`}</Typography>
              {!locked && (
                <Button color="error" sx={TAP_TARGET} onClick={() => void run(() => removeFee({ id, line: fee.line }).unwrap())}>
                  {t('fees.remove')}
                </Button>
              )}
            </Stack>
          ))}
          {!locked && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                label={t('fees.choose')}
                value={feeId}
                onChange={(event) => setFeeId(event.target.value)}
                sx={{ minWidth: 240 }}
              >
                {(priceLists?.fees ?? [])
                  .filter((fee) => fee.active)
                  .map((fee) => (
                    <MenuItem key={fee.id} value={String(fee.id)} sx={TAP_TARGET}>
                      {`${feeName(fee)} · ${formatRM(fee.amount)}`}
                    </MenuItem>
                  ))}
              </TextField>
              <Button
                variant="outlined"
                sx={TAP_TARGET}
                disabled={feeId === ''}
                onClick={() =>
                  void run(async () => {
                    await addFee({ id, feeId: Number(feeId) }).unwrap();
                    setFeeId('');
                  })
                }
              >
                {t('fees.add')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Section>

      <Section title={t('sections.charges')}>
        <Stack spacing={1}>
          {inspection.quote.lines.length === 0 && <Typography color="text.secondary">{t('charges.none')}</Typography>}
          {inspection.quote.lines.map((line) => (
            <Stack
              key={line.line}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Box>
                <Typography
                  sx={{ textDecoration: line.waived ? 'line-through' : 'none' }}
                >{`${formatRM(line.amount)} · ${lineWhy(line)}`}</Typography>
                {line.waived && (
                  <Typography variant="caption" color="text.secondary">
                    {t('charges.waived', { reason: line.waiverReason ?? '' })}
                  </Typography>
                )}
              </Box>
              {!locked && !line.waived && (
                <Button sx={TAP_TARGET} onClick={() => setWaiving(line)}>
                  {t('charges.waive')}
                </Button>
              )}
              {!locked && line.waived && (
                <Button
                  sx={TAP_TARGET}
                  disabled={withdrawCall.isLoading}
                  onClick={() => void run(() => withdrawWaiver({ id, line: line.line }).unwrap(), t('charges.waiveUndone'))}
                >
                  {t('charges.undoWaive')}
                </Button>
              )}
            </Stack>
          ))}
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`${t('charges.total')}: ${formatRM(inspection.quote.total)}`}
          </Typography>
        </Stack>
      </Section>

      <Section title={t('sections.customer')}>
        <Stack spacing={2}>
          {inspection.signed && inspection.signedAt && (
            <Alert severity="success">{t('customer.signed', { when: formatDateTime(inspection.signedAt) })}</Alert>
          )}
          {inspection.customerAbsentReason && (
            <Alert severity="info">{t('customer.absentRecorded', { reason: inspection.customerAbsentReason })}</Alert>
          )}
          {customerQueued && <Alert severity="info">{t('waitingForSignal')}</Alert>}
          {!locked && customerDone && !redoingSignature && (
            <Box>
              <Button variant="outlined" sx={TAP_TARGET} onClick={() => setRedoingSignature(true)}>
                {t('customer.change')}
              </Button>
            </Box>
          )}
          {!locked && (!customerDone || redoingSignature) && (
            <>
              <SignatureCanvas
                ref={signatureRef}
                disabled={signCall.isLoading}
                labels={{ placeholder: t('customer.placeholder'), canvasLabel: t('customer.canvasLabel'), clear: t('customer.clear') }}
              />
              <Box>
                <Button
                  variant="contained"
                  sx={TAP_TARGET}
                  disabled={signCall.isLoading}
                  onClick={() => {
                    const pad = signatureRef.current;
                    if (!pad || pad.isEmpty()) {
                      toast({ title: t('customer.empty'), variant: 'destructive' });
                      return;
                    }
                    const signatureData = pad.toPngDataUrl();
                    const clientId = newClientId();
                    void sendOrKeep(
                      { clientId, target: 'return_signature', signatureData },
                      () => sign({ id, signatureData, clientId }).unwrap(),
                      t('customer.saved'),
                    ).then((saved) => {
                      if (saved) setRedoingSignature(false);
                    });
                  }}
                >
                  {t('customer.sign')}
                </Button>
              </Box>
              <Typography variant="subtitle2">{t('customer.absent')}</Typography>
              <TextField
                label={t('customer.absentReason')}
                value={absentReason}
                onChange={(event) => setAbsentReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Box>
                <Button
                  variant="outlined"
                  sx={TAP_TARGET}
                  disabled={absentReason.trim() === '' || absentCall.isLoading}
                  onClick={() =>
                    void sendOrKeep(
                      { clientId: newClientId(), target: 'return_absent', fields: { reason: absentReason.trim() } },
                      () => absent({ id, reason: absentReason.trim() }).unwrap(),
                      t('customer.absentSaved'),
                    ).then((saved) => {
                      if (saved) setRedoingSignature(false);
                    })
                  }
                >
                  {t('customer.saveAbsent')}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </Section>

      {!locked && (
        <Stack spacing={1}>
          {queued.length > 0 && <Alert severity="info">{t('waitingForUploads')}</Alert>}
          <UploadQueueLine items={queued.filter((item) => item.target !== 'return_photo')} />
          {inspection.quote.missing.length > 0 && (
            <Alert severity="warning">{`${t('missing.title')}: ${inspection.quote.missing.map(missingText).join(', ')}`}</Alert>
          )}
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 48 }}
            disabled={inspection.quote.missing.length > 0 || queued.length > 0 || finalizeCall.isLoading}
            onClick={() => void run(() => finalize({ id, expectedTotal: inspection.quote.total }).unwrap(), t('confirmed'))}
          >
            {finalizeCall.isLoading ? t('confirming') : t('confirm', { total: inspection.quote.total })}
          </Button>
        </Stack>
      )}
      <Box>
        <BackToDashboard />
      </Box>

      {tapped && (
        <DamageDialog
          point={tapped}
          inspection={inspection}
          pending={damageCall.isLoading}
          queuedCloseUps={queuedCloseUps}
          onCancel={() => setTapped(null)}
          onSave={(body: AddDamageBody) => void recordDamage(body)}
        />
      )}
      {waiving && (
        <Dialog open onClose={() => setWaiving(null)} fullWidth maxWidth="xs">
          <DialogTitle>{t('charges.waiveTitle')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{`${formatRM(waiving.amount)} · ${lineWhy(waiving)}`}</Typography>
            <TextField
              fullWidth
              required
              label={t('charges.waiveReason')}
              value={waiveReason}
              onChange={(event) => setWaiveReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button sx={TAP_TARGET} onClick={() => setWaiving(null)}>
              {t('damage.cancel')}
            </Button>
            <Button
              variant="contained"
              sx={TAP_TARGET}
              disabled={waiveReason.trim() === '' || waiveCall.isLoading}
              onClick={() =>
                void run(() => waive({ id, line: waiving.line, reason: waiveReason.trim() }).unwrap()).then((saved) => {
                  if (saved) {
                    setWaiving(null);
                    setWaiveReason('');
                  }
                })
              }
            >
              {t('charges.confirmWaive')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
