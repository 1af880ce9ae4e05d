import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/quoteApi';
import { QuoteLines } from './QuoteLines';

/** A card's price, folded: one tap shows every line of it and its reason. */
export function QuoteDetails({ quote, totalLabel }: { quote: Quote; totalLabel?: string }) {
  const { t } = useTranslation('quote');
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setShown((open) => !open)}
        aria-expanded={shown}
        aria-controls={id}
        endIcon={shown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ minHeight: 44 }}
      >
        {shown ? t('hide') : t('show')}
      </Button>
      {shown && (
        <Box id={id} sx={{ mt: 1 }}>
          <QuoteLines quote={quote} totalLabel={totalLabel} />
        </Box>
      )}
    </Box>
  );
}
