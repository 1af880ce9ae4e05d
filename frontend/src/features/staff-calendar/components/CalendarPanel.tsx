import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { monthTitle } from '../../../components/calendar';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { useGetStaffCalendarQuery } from '../api/calendarApi';
import type { CalendarBlock, CalendarItem } from '../api/types';
import { useCalendarMonth } from '../hooks/useCalendarMonth';
import { bookingsByDay, isBookable, monthOf, monthRange, shiftMonth } from '../utils/calendarMonth';
import { vehicleColours } from '../utils/vehicleColours';
import { CalendarGrid } from './CalendarGrid';
import { DayBookings } from './DayBookings';
import { DayDialog } from './DayDialog';
import { ManualBookingDialog } from './ManualBookingDialog';
import { VehicleLegend } from './VehicleLegend';
import { translateError } from '../../../i18n';

const NO_BOOKINGS: CalendarItem[] = [];
const NO_BLOCKS: CalendarBlock[] = [];

function CalendarSkeleton() {
  const { t } = useTranslation('staffCalendar');
  return (
    <Box aria-busy="true" aria-label={t('loading')} role="status">
      <Skeleton variant="rounded" height={480} />
    </Box>
  );
}

/**
 * The staff Calendar tab ('Booking Calendar'): a month of bookings, one
 * request per month, the month in the address. On wider screens a grid with the vehicles' names
 * and the selected day's bookings below it; on a phone a compact grid whose days open their
 * bookings in a dialog. Then the vehicles' colours.
 */
export function CalendarPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffCalendar');
  const { t: tc } = useTranslation();
  const isPhone = useIsPhone();
  const today = todayInKualaLumpur();
  const [month, setMonth] = useCalendarMonth(today);
  const range = useMemo(() => monthRange(month), [month]);
  const { currentData, error, isFetching, refetch } = useGetStaffCalendarQuery(range);

  // The day picked in this month; before any pick, today when it is in the month shown.
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked && monthOf(picked) === month ? picked : monthOf(today) === month ? today : null;
  // The manual booking dialog's date while open; kept while it fades out.
  const [dialogDate, setDialogDate] = useState<string | null>(null);
  const shownDialogDate = useRetained(dialogDate);
  // The day whose bookings are open in the phone's dialog.
  const [openDay, setOpenDay] = useState<string | null>(null);

  const items = currentData?.items ?? NO_BOOKINGS;
  const byDay = useMemo(() => bookingsByDay(items, range), [items, range]);
  const blocks = currentData?.blocks ?? NO_BLOCKS;
  const blocksByDay = useMemo(() => bookingsByDay(blocks, range), [blocks, range]);
  const colours = useMemo(() => vehicleColours(currentData?.vehicles ?? []), [currentData?.vehicles]);

  const select = (day: string) => {
    setPicked(day);
    if (isPhone) setOpenDay(day);
  };
  // Bookings start today at the earliest: the dialog never opens on a past day.
  const openDialog = (day: string) => {
    setPicked(day);
    setOpenDay(null);
    setDialogDate(isBookable(day, today) ? day : today);
  };
  const bookingsOf = (day: string) => byDay.get(day) ?? NO_BOOKINGS;
  const blocksOf = (day: string) => blocksByDay.get(day) ?? NO_BLOCKS;

  let body;
  if (!currentData && (isFetching || !error)) body = <CalendarSkeleton />;
  else if (!currentData) {
    body = <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <CalendarGrid
          month={month}
          today={today}
          selected={selected}
          byDay={byDay}
          blocksByDay={blocksByDay}
          colourOf={colours.ofItem}
          busy={isFetching}
          compact={isPhone}
          onSelect={select}
          onAdd={openDialog}
        />
        {isPhone ? (
          <DayDialog
            day={openDay}
            today={today}
            bookingsOf={bookingsOf}
            blocksOf={blocksOf}
            colourOf={colours.ofItem}
            onCreate={openDialog}
            onClose={() => setOpenDay(null)}
          />
        ) : (
          <DayBookings
            day={selected}
            bookings={selected ? bookingsOf(selected) : NO_BOOKINGS}
            blocks={selected ? blocksOf(selected) : NO_BLOCKS}
            colourOf={colours.ofItem}
            canAdd={selected !== null && isBookable(selected, today)}
            onCreate={openDialog}
          />
        )}
        <VehicleLegend
          vehicles={currentData.vehicles}
          colourOf={colours.ofVehicle}
          showUnknown={items.some((item) => !colours.isKnown(item))}
        />
      </>
    );
  }

  return (
    <>
      <SectionToolbar
        title={title}
        subtitle={currentData ? t('monthCount', { count: currentData.items.length }) : undefined}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(selected ?? today)}>
            {t('addBooking')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <IconButton aria-label={tc('date.previousMonth')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h3" aria-live="polite" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {monthTitle(`${month}-01`)}
        </Typography>
        <IconButton aria-label={tc('date.nextMonth')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {body}
      {shownDialogDate && (
        <ManualBookingDialog
          open={dialogDate !== null}
          date={shownDialogDate}
          onClose={() => setDialogDate(null)}
          onCreated={() => setDialogDate(null)}
        />
      )}
    </>
  );
}
