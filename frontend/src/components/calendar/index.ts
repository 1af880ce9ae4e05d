export { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';
export { monthWeeks, monthTitle, dayLabel, WEEKDAY_LABELS } from './monthGrid';
