export { PaymentsPanel } from './components/PaymentsPanel';
