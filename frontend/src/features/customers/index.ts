import { lazy } from 'react';

export { CustomerLoginScreen } from './components/CustomerLoginScreen';

/**
 * Registration is its own chunk: its phone rule carries libphonenumber's full metadata (about
 * 40 kB gzipped), which visitors who only browse the fleet or sign in never need.
 */
export const RegistrationScreen = lazy(() =>
  import('./components/RegistrationScreen').then((module) => ({ default: module.RegistrationScreen })),
);
