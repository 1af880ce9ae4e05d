export { PrivacyNoticeScreen } from './components/PrivacyNoticeScreen';
