import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A message on a card: the customer's own words, or the business's reply. */
export function Note({ label, text, tone }: { label: string; text: string; tone: 'customer' | 'staff' }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: tone === 'staff' ? 'rgba(249, 168, 37, 0.12)' : 'action.hover',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
