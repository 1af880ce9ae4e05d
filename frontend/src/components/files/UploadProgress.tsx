import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadProgressLabels {
  /** Shown while the browser sends the files. */
  sending: string;
  /** Shown at 100 %: the server is still checking and storing the images. */
  saving: string;
  /** The progress bar's accessible name. */
  progress: string;
}

/** An upload's progress bar with its percentage; indeterminate once everything is sent. */
export function UploadProgress({ percent, labels }: { percent: number; labels: UploadProgressLabels }) {
  const sent = percent >= 100;
  return (
    <Box aria-live="polite" data-testid="upload-progress">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {sent ? labels.saving : labels.sending}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant={sent ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={labels.progress}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
