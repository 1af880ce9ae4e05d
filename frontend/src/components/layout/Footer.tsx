import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The footer's signature line: 'Vehicle Rental System by <authorTag>'. */
export function Footer({ authorTag }: { authorTag?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {authorTag ? t('footer.signature', { author: authorTag }) : t('footer.plain')}
      </Typography>
    </Box>
  );
}
