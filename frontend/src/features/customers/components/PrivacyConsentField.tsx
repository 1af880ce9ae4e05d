import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { STANDALONE_LINK } from '../../../components/tapTarget';
import { visuallyHidden } from '../../../components/visuallyHidden';
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
      <Link href={paths.privacy} target="_blank" rel="noopener" sx={{ ...STANDALONE_LINK, gap: 0.5, fontWeight: 600 }}>
        {t('privacy.link')}
        <OpenInNewIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('privacy.newTab')}
        </Box>
      </Link>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            disabled={disabled}
            required
            slotProps={{ input: { ref, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } }}
            sx={{ p: 1.25 }}
          />
        }
        label={t('privacy.label')}
        sx={{ minHeight: 44, mr: 0, alignItems: 'center' }}
      />
      {error?.message && (
        <FormHelperText id={errorId} error sx={{ mt: 0, ml: 0 }}>
          {translateMessage(error.message)}
        </FormHelperText>
      )}
    </Box>
  );
}
