export { AccountScreen } from './components/AccountScreen';
