export { VehiclesScreen } from './components/VehiclesScreen';
