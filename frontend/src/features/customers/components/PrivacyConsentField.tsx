import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { STANDALONE_LINK } from '../../../components/tapTarget';
import { translateMessage } from '../../../i18n';
import type { Registration, RegistrationInput } from '../utils/registrationSchema';

/**
 * "I have read and agree to the privacy notice" (PDPA 2010), required. The notice opens in a new
 * tab, so reading it loses nothing typed or chosen here; the link sits outside the label, so
 * following it does not tick the box.
 */
export function PrivacyConsentField({
  control,
  disabled,
}: {
  control: Control<RegistrationInput, unknown, Registration>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('registration');
  const {
    field: { ref, value, onChange, onBlur, name },
    fieldState: { error },
  } = useController({ control, name: 'privacyConsent' });
  const errorId = 'privacy-consent-error';
  return (
    <Box>
      <Link
        href={paths.privacy}
        target="_blank"
        rel="noopener"
        aria-label={`${t('privacy.link')} ${t('privacy.newTab')}`}
        sx={{ ...STANDALONE_LINK, gap: 0.5, fontWeight: 600 }}
      >
        {t('privacy.link')}
        {/* A plain arrow, not an icon component: the registration chunk is at its size budget. */}
        <span aria-hidden>↗</span>
      </Link>
      {/* A plain label around the box (lighter than FormControlLabel: the registration chunk is at its budget). */}
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', minHeight: 44, cursor: disabled ? 'default' : 'pointer' }}>
        <Checkbox
          name={name}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          required
          slotProps={{ input: { ref, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } }}
          sx={{ p: 1.25, ml: -1.25, color: error ? 'error.main' : undefined }}
        />
        <Typography component="span" color={disabled ? 'text.disabled' : undefined}>
          {t('privacy.label')}
        </Typography>
      </Box>
      {error?.message && (
        <FormHelperText id={errorId} error sx={{ mt: 0, ml: 0 }}>
          {translateMessage(error.message)}
        </FormHelperText>
      )}
    </Box>
  );
}
