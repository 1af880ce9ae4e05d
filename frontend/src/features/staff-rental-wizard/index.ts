// Loaded lazily by the router: import this module only through React.lazy.
export { RentalWizardScreen } from './components/RentalWizardScreen';
