import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { STANDALONE_LINK } from '../tapTarget';

/** The footer's signature line: 'Vehicle Rental System by <authorTag>', and the privacy notice every page links to. */
export function Footer({ authorTag }: { authorTag?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {authorTag ? t('footer.signature', { author: authorTag }) : t('footer.plain')}
      </Typography>
      <Link component={RouterLink} to={paths.privacy} variant="body2" sx={STANDALONE_LINK}>
        {t('footer.privacy')}
      </Link>
    </Box>
  );
}
