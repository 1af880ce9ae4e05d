import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form';
import { MAX_CUSTOMER_MESSAGE_LENGTH, type BookingFormInput } from '../utils/bookingForm';

export interface CustomerBookingActionsProps {
  control: Control<BookingFormInput>;
  messageLength: number;
  requesting: boolean;
  onRequest: () => void;
  /** The wa.me link with the booking text; no WhatsApp button when the business has no number. */
  whatsappHref: string | null;
}

/** A signed-in customer: an optional message, then Request Booking or WhatsApp. */
export function CustomerBookingActions({ control, messageLength, requesting, onRequest, whatsappHref }: CustomerBookingActionsProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'booking' });
  return (
    <Stack spacing={1.5}>
      <FormTextField
        control={control}
        name="customerMessage"
        label={t('message')}
        placeholder={t('messagePlaceholder')}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        disabled={requesting}
        helperText={`${messageLength}/${MAX_CUSTOMER_MESSAGE_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: MAX_CUSTOMER_MESSAGE_LENGTH } }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          onClick={onRequest}
          disabled={requesting}
          startIcon={requesting ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
          sx={{ flex: 1 }}
        >
          {requesting ? t('sending') : t('request')}
        </Button>
        {whatsappHref && (
          <Button
            variant="outlined"
            color="success"
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsAppIcon />}
            sx={{ flex: { xs: 1, sm: '0 0 auto' } }}
          >
            {t('whatsapp')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('respondPromise')}
      </Typography>
    </Stack>
  );
}
