export { UnsentMailCard } from './components/UnsentMailCard';
