import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import GavelIcon from '@mui/icons-material/Gavel';
import ReceiptIcon from '@mui/icons-material/Receipt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatRM } from '../../../lib/format';
import { useGetRoadChargesQuery } from '../api/roadChargesApi';
import {
  KIND_FILTERS,
  STATUS_FILTERS,
  type RoadCharge,
  type RoadChargeAction,
  type RoadChargeKindFilter,
  type RoadChargeStatusFilter,
} from '../api/types';
import { useNoticePhoto } from '../hooks/useNoticePhoto';
import { useRoadChargeActions } from '../hooks/useRoadChargeActions';
import { roadChargeReasonSchema } from '../utils/summonsForm';
import { AssignRentalDialog } from './AssignRentalDialog';
import { ImportTollsDialog } from './ImportTollsDialog';
import { RecordSummonsDialog } from './RecordSummonsDialog';
import { RoadChargeCard } from './RoadChargeCard';

export const ROAD_CHARGES_PAGE_SIZE = 10;
const REASON_MAX = 500;

type Opened = { action: Exclude<RoadChargeAction, 'mark_paid'>; charge: RoadCharge } | null;

/**
 * The Summonses tab: record a summons from its notice, import a car's Touch 'n Go statement, and
 * the list of both with each one's state, filtered and ten to a page. Writing one off asks for a
 * reason first (it reverses the rental's charges).
 */
export function SummonsesPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffSummonses');
  const [status, setStatus] = useState<RoadChargeStatusFilter>('all');
  const [kind, setKind] = useState<RoadChargeKindFilter>('all');
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
  const query = useGetRoadChargesQuery({ status, kind, page, limit: ROAD_CHARGES_PAGE_SIZE });
  const actions = useRoadChargeActions();
  const photo = useNoticePhoto();
  const busy = Object.values(actions.pending).some(Boolean);

  const onAction = (charge: RoadCharge, action: RoadChargeAction) => {
    if (action === 'mark_paid') void actions.markPaid(charge);
    else setOpened({ action, charge });
  };
  const close = () => setOpened(null);
  const reasonTexts = (action: 'dispute' | 'write_off') => ({
    title: t(`${action === 'dispute' ? 'dispute' : 'writeOff'}.title`),
    question: (charge: RoadCharge) =>
      t(`${action === 'dispute' ? 'dispute' : 'writeOff'}.question`, { amount: formatRM(charge.amount), vehicle: charge.vehicle }),
    label: t('reason.label'),
    placeholder: t('reason.placeholder'),
    keep: t('reason.keep'),
    confirm: t(`${action === 'dispute' ? 'dispute' : 'writeOff'}.confirm`),
    pending: t(`${action === 'dispute' ? 'dispute' : 'writeOff'}.pending`),
  });

  return (
    <Stack spacing={2}>
      <SectionToolbar
        title={title}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button variant="contained" startIcon={<GavelIcon />} onClick={() => setRecording(true)} sx={TAP_TARGET}>
              {t('recordButton')}
            </Button>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} sx={TAP_TARGET}>
              {t('importButton')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 220px' }, gap: 1.5 }}>
        <NativeSelectField
          label={t('filters.status')}
          value={status}
          onChange={(value) => {
            const next = STATUS_FILTERS.find((option) => option === value);
            if (next) {
              setStatus(next);
              setPage(1);
            }
          }}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('filters.allStatuses') : t(`status.${option}`)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t('filters.kind')}
          value={kind}
          onChange={(value) => {
            const next = KIND_FILTERS.find((option) => option === value);
            if (next) {
              setKind(next);
              setPage(1);
            }
          }}
        >
          {KIND_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`kinds.${option}`)}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <PagedList
        query={query}
        texts={{ loadWhat: t('list.loadWhat'), loading: t('list.loading'), pages: t('list.pages') }}
        empty={
          <EmptyState
            icon={<ReceiptIcon color="action" sx={{ fontSize: 40 }} />}
            title={t('list.empty')}
            description={t('list.emptyDescription')}
          />
        }
        summary={(total) => t('list.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(charges) =>
          charges.map((charge) => (
            <RoadChargeCard
              key={charge.id}
              charge={charge}
              busy={busy}
              onAction={(action) => onAction(charge, action)}
              onViewPhoto={() => void photo.view(charge)}
              openingPhoto={photo.opening === charge.id}
            />
          ))
        }
      </PagedList>
      <RecordSummonsDialog open={recording} onClose={() => setRecording(false)} />
      <ImportTollsDialog open={importing} onClose={() => setImporting(false)} />
      <AssignRentalDialog
        charge={opened?.action === 'assign' ? opened.charge : null}
        pending={actions.pending.assign}
        onConfirm={(rentalId) => opened && void actions.assign(opened.charge, rentalId).then((done) => done && close())}
        onClose={close}
      />
      <ReasonDialog
        item={opened?.action === 'dispute' ? opened.charge : null}
        pending={actions.pending.dispute}
        texts={reasonTexts('dispute')}
        schema={roadChargeReasonSchema}
        maxLength={REASON_MAX}
        confirmColor="warning"
        onConfirm={(reason) => opened && void actions.dispute(opened.charge, reason).then((done) => done && close())}
        onClose={close}
      />
      <ReasonDialog
        item={opened?.action === 'write_off' ? opened.charge : null}
        pending={actions.pending.writeOff}
        texts={reasonTexts('write_off')}
        schema={roadChargeReasonSchema}
        maxLength={REASON_MAX}
        confirmColor="error"
        onConfirm={(reason) => opened && void actions.writeOff(opened.charge, reason).then((done) => done && close())}
        onClose={close}
      />
    </Stack>
  );
}
