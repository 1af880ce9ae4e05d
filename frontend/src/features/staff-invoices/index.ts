export { InvoicesPanel } from './components/InvoicesPanel';
