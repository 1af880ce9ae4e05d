import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../tapTarget';
import { DateField } from './DateField';

export interface DateRange {
  /** First day, "YYYY-MM-DD", or '' for no lower bound. */
  from: string;
  /** Last day (included), "YYYY-MM-DD", or '' for no upper bound. */
  to: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Shows 'Clear dates' while a date is set, to go back to the whole list. */
  clearable?: boolean;
}

/** True when both days are set and the last comes before the first: the list is not asked for. */
export function isReversedRange({ from, to }: DateRange): boolean {
  return from !== '' && to !== '' && to < from;
}

/**
 * A list's From / To filter as two dd/mm/yyyy fields, side by side from 600 px. A reversed range
 * is flagged on the To field; the caller keeps showing the last good list.
 */
export function DateRangeFilter({ value, onChange, clearable = false }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const reversed = isReversedRange(value);
  return (
    <Box
      role="group"
      aria-label={t('date.range')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 200px) minmax(0, 200px) auto' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <DateField label={t('date.from')} value={value.from} max={value.to || undefined} onChange={(from) => onChange({ ...value, from })} />
      <DateField
        label={t('date.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(to) => onChange({ ...value, to })}
        error={reversed}
        helperText={reversed ? t('date.rangeOrder') : undefined}
      />
      {clearable && (value.from || value.to) && (
        <Button
          onClick={() => onChange({ from: '', to: '' })}
          sx={{ ...TAP_TARGET, gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
        >
          {t('date.clearRange')}
        </Button>
      )}
    </Box>
  );
}
