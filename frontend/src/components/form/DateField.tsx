import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { addDays, todayInKualaLumpur } from '../../lib/calendarDate';
import { dayLabel, monthTitle, monthWeeks } from '../calendar/monthGrid';
import { WeekdayHeader } from '../calendar/WeekdayHeader';
import { DATE_TEXT_PATTERN, clampDate, formatDateText, parseDateText, shiftMonth } from './dateText';

/** Day buttons and month arrows: 44 px tap targets; seven of them fit a 360 px phone. */
const CELL = 44;

/** Keys that move the focused day in the month grid. */
const KEY_MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => shiftMonth(day, -1),
  PageDown: (day) => shiftMonth(day, 1),
};

interface DateCalendarProps {
  value: string;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
}

/**
 * A Sunday-first month of day buttons. One day at a time is in the tab order (the chosen day,
 * else today, kept inside min..max); arrows and Page Up/Down move it, Enter or Space picks it.
 */
function DateCalendar({ value, min, max, onPick }: DateCalendarProps) {
  const { t } = useTranslation();
  const [today] = useState(todayInKualaLumpur);
  const [focusDay, setFocusDay] = useState(() => clampDate(value || today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const monthStart = `${focusDay.slice(0, 8)}01`;
  const nextMonthStart = shiftMonth(monthStart, 1);
  const showMonth = (months: number) => setFocusDay(clampDate(shiftMonth(focusDay, months), min, max));

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = clampDate(move(focusDay), min, max);
    if (next === focusDay) return;
    moveFocus.current = true;
    setFocusDay(next);
  };

  return (
    <Box sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={t('date.previousMonth')}
          disabled={min !== undefined && min >= monthStart}
          onClick={() => showMonth(-1)}
          sx={{ width: CELL, height: CELL }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} aria-live="polite" sx={{ fontWeight: 600 }}>
          {monthTitle(focusDay)}
        </Typography>
        <IconButton
          aria-label={t('date.nextMonth')}
          disabled={max !== undefined && max < nextMonthStart}
          onClick={() => showMonth(1)}
          sx={{ width: CELL, height: CELL }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="table"
        ref={gridRef}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        sx={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <WeekdayHeader cellSx={{ width: CELL, p: 0, pb: 0.5 }} />
        <tbody>
          {monthWeeks(focusDay).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <Box component="td" key={column} sx={{ p: 0 }}>
                  {day && (
                    <ButtonBase
                      data-day={day}
                      tabIndex={day === focusDay ? 0 : -1}
                      disabled={Boolean((min && day < min) || (max && day > max))}
                      aria-label={dayLabel(day)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-pressed={day === value}
                      onClick={() => onPick(day)}
                      sx={{
                        width: CELL,
                        height: CELL,
                        borderRadius: '50%',
                        typography: 'body2',
                        fontWeight: day === today || day === value ? 700 : 400,
                        border: day === today ? '1px solid' : 'none',
                        borderColor: 'primary.main',
                        bgcolor: day === value ? 'primary.main' : 'transparent',
                        color: day === value ? 'primary.contrastText' : 'text.primary',
                        '&:hover': { bgcolor: day === value ? 'primary.dark' : 'action.hover' },
                        '&.Mui-disabled': { color: 'text.disabled' },
                        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                      }}
                    >
                      {Number(day.slice(8))}
                    </ButtonBase>
                  )}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'select' | 'multiline' | 'slotProps'> & {
  /** The calendar date, "YYYY-MM-DD", or '' when none (or the text is not a date). */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days that may be picked, "YYYY-MM-DD". */
  min?: string;
  max?: string;
};

/**
 * A date typed or picked as dd/mm/yyyy whatever the browser's locale (a native date input
 * follows the browser, mm/dd/yyyy in an en-US one). Also takes d/m/yyyy and a pasted ISO
 * "YYYY-MM-DD". The value is the ISO date, '' while the text is incomplete or not a real date.
 * The calendar button opens a month grid; closing it returns focus to the text.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  id,
  inputRef,
  onBlur,
  error,
  helperText,
  disabled,
  ...textFieldProps
}: DateFieldProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const [text, setText] = useState(() => formatDateText(value));
  const [shownValue, setShownValue] = useState(value);
  const [editing, setEditing] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const handleInputRef = useForkRef(ownInputRef, inputRef);
  const returnFocus = useRef(false);

  // A value set from outside (a picked day, a reset, a prefill) rewrites the text; the value
  // this field reported for the text being typed leaves the text as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseDateText(text) !== value) setText(formatDateText(value));
  }

  useEffect(() => {
    if (anchor || !returnFocus.current) return;
    returnFocus.current = false;
    ownInputRef.current?.focus();
  }, [anchor]);

  const type = (next: string) => {
    setText(next);
    setEditing(true);
    const parsed = parseDateText(next);
    if (parsed !== value) onChange(parsed);
  };

  const pick = (date: string) => {
    setText(formatDateText(date));
    setEditing(false);
    if (date !== value) onChange(date);
    setAnchor(null);
  };

  const notADate = !editing && text.trim() !== '' && parseDateText(text) === '';

  return (
    <>
      <TextField
        {...textFieldProps}
        ref={rootRef}
        id={fieldId}
        value={text}
        disabled={disabled}
        placeholder={t('date.placeholder')}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          setEditing(false);
          const parsed = parseDateText(text);
          if (parsed) setText(formatDateText(parsed));
          onBlur?.(event);
        }}
        inputRef={handleInputRef}
        error={notADate || error}
        helperText={notADate ? t('date.invalid') : helperText}
        slotProps={{
          inputLabel: { shrink: true },
          // min and max also stay on the input, for automation that reads the allowed range.
          // Phones show the number pad: a date is all digits (eight of them do, without slashes).
          htmlInput: { min, max, autoComplete: 'off', inputMode: 'numeric', pattern: DATE_TEXT_PATTERN },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('date.openCalendar')}
                  aria-describedby={textFieldProps.label ? `${fieldId}-label` : undefined}
                  onClick={() => {
                    returnFocus.current = true;
                    setAnchor(rootRef.current);
                  }}
                  disabled={disabled}
                  edge="end"
                  sx={{ width: CELL, height: CELL }}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // Focus goes back to the text, not to the calendar button (see the effect above).
        disableRestoreFocus
        slotProps={{
          transition: {
            onEntering: (node: HTMLElement) => node.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus(),
          },
        }}
      >
        <DateCalendar value={value} min={min} max={max} onPick={pick} />
      </Popover>
    </>
  );
}
