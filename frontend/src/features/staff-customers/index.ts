export { CustomersPanel } from './components/CustomersPanel';
