export { RentalsPanel } from './components/RentalsPanel';
