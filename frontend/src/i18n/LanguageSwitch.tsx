import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../components/visuallyHidden';
import { changeLanguage, currentLanguage } from './i18n';
import type { Language } from './languages';

export interface LanguageSwitchProps {
  /** Told after the switch, e.g. to save a signed-in customer's choice for e-mails. */
  onChanged?: (language: Language) => void;
}

/**
 * One tap switches between English and Bahasa Malaysia. The button names the other language in
 * that language: "BM" on screen, "Bahasa Malaysia BM" to a screen reader (the visible text stays
 * part of the name, as voice control expects), so a reader of either can find it.
 */
export function LanguageSwitch({ onChanged }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const other: Language = currentLanguage() === 'en' ? 'ms' : 'en';
  const name = t(`language.switchTo.${other}`);
  const short = t(`language.short.${other}`);
  const switchLanguage = async () => {
    await changeLanguage(other);
    onChanged?.(other);
  };
  return (
    <Button
      color="inherit"
      onClick={() => void switchLanguage()}
      startIcon={<TranslateIcon />}
      lang={other}
      sx={{ minWidth: 44, minHeight: 44, flexShrink: 0, px: { xs: 1, sm: 1.5 } }}
    >
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>{' '}
      {short}
    </Button>
  );
}
