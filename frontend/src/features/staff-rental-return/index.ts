// Loaded lazily by the router: import this module only through React.lazy.
export { ReturnInspectionScreen } from './components/ReturnInspectionScreen';
