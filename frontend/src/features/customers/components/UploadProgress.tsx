import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The upload's progress; at 100 % the server is still checking and watermarking the images. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('customers');
  const sent = percent >= 100;
  return (
    <Box aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t(sent ? 'registration.processing' : 'registration.uploading')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant={sent ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('registration.progressLabel')}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
