export { DeliveriesPanel } from './components/DeliveriesPanel';
