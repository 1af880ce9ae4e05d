export { DashboardPanel } from './components/DashboardPanel';
