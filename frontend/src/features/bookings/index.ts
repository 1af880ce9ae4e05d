export { MyBookingsScreen } from './components/MyBookingsScreen';
