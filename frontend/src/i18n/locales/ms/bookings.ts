import type { Catalogue } from '../../catalogue';
import type english from '../en/bookings';

const bookings: Catalogue<typeof english> = {
  title: 'Tempahan Saya',
  subtitle: 'Permintaan tempahan anda, yang terbaharu dahulu. Kami membalas dalam masa 24 jam.',
  ourFleet: 'Kenderaan Kami',
  signIn: {
    title: 'Log masuk untuk melihat tempahan anda',
    description: 'Permintaan tempahan anda dan statusnya dipaparkan di sini setelah anda log masuk.',
    signIn: 'Log Masuk',
    createAccount: 'Daftar Akaun',
  },
  list: {
    loading: 'Memuatkan tempahan',
    loadFailed: 'Kami tidak dapat memuatkan tempahan anda. {{message}}',
    retry: 'Cuba Lagi',
    pageEmpty: 'Halaman ini kosong. Kembali ke halaman 1 untuk melihat permintaan terbaharu anda.',
    pages: 'Halaman tempahan',
  },
  empty: {
    title: 'Belum ada permintaan tempahan',
    description: 'Pilih kereta daripada kenderaan kami dan mohon tarikh anda.',
    action: 'Lihat kenderaan kami',
  },
  card: {
    requestSent: 'Permintaan #{{id}} · dihantar {{sentAt}}',
    pickup: 'Ambil',
    return: 'Pulang',
    duration: 'Tempoh',
    days_one: '{{count}} hari',
    days_other: '{{count}} hari',
    estimatedTotal: 'Anggaran jumlah',
    toBeConfirmed: 'Akan disahkan',
    yourMessage: 'Mesej anda',
    ourReply: 'Balasan kami',
  },
};
export default bookings;
