export { BookingsPanel } from './components/BookingsPanel';
