export { TodayPanel } from './components/TodayPanel';
