export { RoleSelectionScreen } from './components/RoleSelectionScreen';
