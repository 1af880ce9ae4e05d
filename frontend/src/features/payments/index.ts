export { PaymentScreen } from './components/PaymentScreen';
