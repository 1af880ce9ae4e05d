import Slider from '@mui/material/Slider';
import { useTranslation } from 'react-i18next';

/** Fuel is recorded in eighths of a tank: 0 (empty) to 8 (full). */
export const FUEL_EIGHTHS_MAX = 8;
/** The slider starts at half a tank. */
export const DEFAULT_FUEL_EIGHTHS = 4;

/** The slider's labels at empty, the quarters and full, as a fuel gauge reads. */
const FUEL_MARKS = [
  { value: 0, key: 'empty' },
  { value: 2, key: 'quarter' },
  { value: 4, key: 'half' },
  { value: 6, key: 'threeQuarters' },
  { value: 8, key: 'full' },
] as const;

export interface FuelLevelSliderProps {
  value: number;
  onChange: (eighths: number) => void;
  onBlur?: () => void;
  /** The id of the visible label naming the slider. */
  labelledBy: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** "50% (4/8)" in the reader's language: what the slider announces and shows. */
export function useFuelLevelText(): (eighths: number) => string {
  const { t } = useTranslation('common');
  return (eighths) => t('fuel.value', { percent: Math.round((eighths / FUEL_EIGHTHS_MAX) * 100), eighths });
}

/** The fuel gauge used at pickup (agreement wizard) and at return (Mark Returned). */
export function FuelLevelSlider({ value, onChange, onBlur, labelledBy, disabled, 'data-testid': testId }: FuelLevelSliderProps) {
  const { t } = useTranslation('common');
  const fuelText = useFuelLevelText();
  return (
    <Slider
      aria-labelledby={labelledBy}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      min={0}
      max={FUEL_EIGHTHS_MAX}
      step={1}
      marks={FUEL_MARKS.map((mark) => ({ value: mark.value, label: t(`fuel.marks.${mark.key}`) }))}
      valueLabelDisplay="auto"
      valueLabelFormat={fuelText}
      getAriaValueText={fuelText}
      disabled={disabled}
      data-testid={testId}
      // A 44 px tall touch strip; the end labels stay inside a 390 px phone.
      sx={{ py: '20px', mx: 1.5, width: 'calc(100% - 24px)' }}
    />
  );
}
