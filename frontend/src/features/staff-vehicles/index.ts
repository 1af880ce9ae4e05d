export { VehiclesPanel } from './components/VehiclesPanel';
