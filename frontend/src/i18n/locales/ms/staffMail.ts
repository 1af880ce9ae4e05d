import type { Catalogue } from '../../catalogue';
import type english from '../en/staffMail';

const staffMail: Catalogue<typeof english> = {
  title: 'E-mel belum dihantar',
  loading: 'Memuatkan e-mel belum dihantar',
  loadFailed: 'Kami tidak dapat memuatkan e-mel yang belum dihantar. {{message}}',
  reload: 'Muat semula e-mel yang belum dihantar',
  empty: 'Semua e-mel telah dihantar.',
  showing: '{{shown}} terkini daripada {{total}}',
  attempts_one: '{{count}} percubaan',
  attempts_other: '{{count}} percubaan',
  lastError: 'Ralat terakhir: {{error}}',
  status: { queued: 'Akan dicuba semula', failed: 'Gagal' },
  retry: 'Cuba Semula',
  retryFor: 'Cuba semula e-mel kepada {{recipient}}',
  retried: 'E-mel dibaris gilir semula',
  retriedDescription: 'E-mel kepada {{recipient}} akan dihantar semula sekarang.',
  retryFailed: 'E-mel tidak dapat dicuba semula',
};
export default staffMail;
