export { StaffLoginScreen } from './components/StaffLoginScreen';
export { AdminLoginScreen } from './components/AdminLoginScreen';
