// Loaded lazily by the staff dashboard: import this module only through React.lazy.
export { ReportsPanel } from './components/ReportsPanel';
