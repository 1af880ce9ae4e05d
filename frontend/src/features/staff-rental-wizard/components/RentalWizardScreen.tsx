import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { StatusMessage } from '../../../components/StatusMessage';
import { TAP_TARGET } from '../../../components/tapTarget';
import { errorStatus } from '../../../lib/httpError';
import { useGetOpenVehicleDamageQuery, useGetWizardRentalQuery } from '../api/rentalWizardApi';
import { parseRentalId } from '../utils/routeIds';
import { AgreementWizard } from './AgreementWizard';
import { CLOSE_AFTER_FINALIZE_MS, DASHBOARD_RENTALS } from './dashboardLink';
import { translateError } from '../../../i18n';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { OfflineBanner } from '../../../components/offline/OfflineBanner';
import { uploadQueue } from '../../../lib/offline/uploadQueueInstance';
import { readDraft, type WizardDraft } from '../utils/wizardDraft';

function BackToDashboard() {
  const { t } = useTranslation('staffRentalWizard');
  return (
    <Button variant="contained" component={RouterLink} to={DASHBOARD_RENTALS} startIcon={<ArrowBackIcon />} sx={TAP_TARGET}>
      {t('backToDashboard')}
    </Button>
  );
}

/** /staff/rentals/:id/complete (staff only): the Complete Agreement wizard for one rental. */
export function RentalWizardScreen() {
  const { t } = useTranslation(['staffRentalWizard', 'common']);
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const id = parseRentalId(useParams().id);
  const { data: rental, error, isLoading, isFetching, refetch } = useGetWizardRentalQuery(id ?? 0, { skip: id === null });
  // The wizard opens at its first unfinished step, which depends on the car's open damage too: it
  // waits for the first answer only (a failed one is asked again by the step, which shows it).
  const damage = useGetOpenVehicleDamageQuery(rental?.vehicleId ?? 0, { skip: rental?.vehicleId == null });
  const [damageAnswered, setDamageAnswered] = useState(false);
  if (!damageAnswered && (damage.isSuccess || damage.isError)) setDamageAnswered(true);
  // Set once finalize succeeds: the rental's refetched status is no longer awaiting_agreement,
  // but the wizard shows its ending until it closes.
  const [finalized, setFinalized] = useState<{ id: number; handedOver: boolean } | null>(null);
  // What an earlier visit kept on the phone (typed values, photos not sent, the upload queue):
  // the wizard opens once it is read, so it resumes where that visit stopped.
  const [draft, setDraft] = useState<{ id: number; value: WizardDraft } | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    let live = true;
    void Promise.all([readDraft(id), uploadQueue().load()]).then(([value]) => {
      if (live) setDraft({ id, value });
    });
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => {
    if (finalized === null) return undefined;
    const timer = setTimeout(() => void navigate(DASHBOARD_RENTALS), CLOSE_AFTER_FINALIZE_MS);
    return () => clearTimeout(timer);
  }, [finalized, navigate]);

  if (finalized !== null) {
    return (
      <StatusMessage
        icon={<TaskAltIcon color="success" sx={{ fontSize: 48 }} />}
        title={t('done.title')}
        description={t(finalized.handedOver ? 'done.handedOver' : 'done.description', { id: finalized.id })}
        action={<BackToDashboard />}
      />
    );
  }
  if (id === null || errorStatus(error) === 404) {
    return (
      <StatusMessage
        icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={<BackToDashboard />}
      />
    );
  }
  if (isLoading || (rental && rental.vehicleId !== null && !damageAnswered) || (error && isFetching) || draft?.id !== id)
    return <LoadingScreen />;
  if (error || !rental) {
    return (
      <>
        <OfflineBanner />
        <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!rental.actions.includes('finalize_agreement')) {
    const cancelled = rental.status === 'cancelled';
    return (
      <StatusMessage
        icon={<ReportProblemOutlinedIcon color="action" sx={{ fontSize: 48 }} />}
        title={cancelled ? t('closed.cancelledTitle') : t('closed.title')}
        description={
          cancelled
            ? t('closed.cancelledDescription', { id: rental.id })
            : t('closed.description', { id: rental.id, status: t(`common:status.${rental.status}`) })
        }
        action={<BackToDashboard />}
      />
    );
  }
  return (
    <>
      <OfflineBanner />
      <AgreementWizard
        key={rental.id}
        rental={rental}
        draft={draft.value}
        onFinalized={(handedOver) => setFinalized({ id: rental.id, handedOver })}
      />
    </>
  );
}
