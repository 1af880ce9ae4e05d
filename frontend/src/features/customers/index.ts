export { CustomerLoginScreen } from './components/CustomerLoginScreen';
export { RegistrationScreen } from './components/RegistrationScreen';
