export { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';
export { monthWeeks, monthTitle, dayLabel, weekdayLabels } from './monthGrid';
export { WeekdayHeader } from './WeekdayHeader';
