export { SummonsesPanel } from './components/SummonsesPanel';
