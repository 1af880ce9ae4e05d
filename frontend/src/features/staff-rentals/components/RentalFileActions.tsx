import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import type { StaffRental } from '../api/types';
import { useAgreementSharing, type SharingAction } from '../hooks/useAgreementSharing';

/** 44 px square: a comfortable tap on a phone, four in a row fit a 360 px card. */
const ICON_BUTTON = { width: 44, height: 44 } as const;

interface ActionButtonProps {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled: boolean;
  running?: boolean;
  color?: 'default' | 'primary' | 'success' | 'error';
  describedBy?: string;
}

/** An icon button named by its label, which is also its tooltip. */
function ActionButton({ label, icon, onClick, disabled, running = false, color = 'default', describedBy }: ActionButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={running || undefined}
        onClick={onClick}
        disabled={disabled || running}
        color={color}
        sx={ICON_BUTTON}
      >
        {running ? <CircularProgress size={20} color="inherit" /> : icon}
      </IconButton>
    </Tooltip>
  );
}

export interface RentalFileActionsProps {
  rental: StaffRental;
  /** Another action on the list runs: the buttons wait. */
  busy: boolean;
  onDelete: () => void;
}

/**
 * The card's compact row: the agreement's PDF once it exists, e-mail and WhatsApp (offered
 * for every rental; until the agreement exists they wait, with a hint why),
 * and Delete.
 */
export function RentalFileActions({ rental, busy, onDelete }: RentalFileActionsProps) {
  const { t } = useTranslation('staffRentals');
  const { downloadAgreement, emailAgreement, whatsAppAgreement, running } = useAgreementSharing();
  const hintId = `rental-${rental.id}-sharing-hint`;
  const ready = rental.agreementReady;
  const sharing = (action: SharingAction) => ({
    disabled: busy || !ready || (running !== null && running !== action),
    running: running === action,
    describedBy: ready ? undefined : hintId,
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Box role="group" aria-label={t('share.group')} sx={{ display: 'flex', gap: 0.5 }}>
        {ready && (
          <ActionButton
            label={t('share.downloadAgreement')}
            icon={<PictureAsPdfIcon />}
            color="primary"
            onClick={() => void downloadAgreement(rental)}
            {...sharing('download')}
          />
        )}
        <ActionButton
          label={t('share.sendEmail')}
          icon={<EmailIcon />}
          color="primary"
          onClick={() => void emailAgreement(rental)}
          {...sharing('email')}
        />
        <ActionButton
          label={t('share.sendWhatsApp')}
          icon={<WhatsAppIcon />}
          color="success"
          onClick={() => void whatsAppAgreement(rental)}
          {...sharing('whatsapp')}
        />
      </Box>
      <ActionButton label={t('card.delete')} icon={<DeleteIcon />} color="error" onClick={onDelete} disabled={busy} />
      {!ready && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flex: '1 1 12rem' }}>
          {t('share.notReady')}
        </Typography>
      )}
    </Box>
  );
}
