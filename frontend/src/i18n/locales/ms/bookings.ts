import type { Catalogue } from '../../catalogue';
import type english from '../en/bookings';

const bookings: Catalogue<typeof english> = {
  title: 'Tempahan Saya',
  subtitle: 'Permintaan tempahan dan sewaan anda, yang terbaharu dahulu. Kami membalas dalam masa 24 jam.',
  ourFleet: 'Kenderaan Kami',
  tabs: {
    label: 'Tempahan dan sewaan',
    requests: 'Permintaan Tempahan',
    rentals: 'Sewaan Saya',
  },
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
  rentals: {
    loading: 'Memuatkan sewaan',
    loadFailed: 'Kami tidak dapat memuatkan sewaan anda. {{message}}',
    pageEmpty: 'Halaman ini kosong. Kembali ke halaman 1 untuk melihat sewaan terbaharu anda.',
    pages: 'Halaman sewaan',
    empty: {
      title: 'Belum ada sewaan',
      description: 'Setelah kami meluluskan permintaan tempahan, sewaan anda dan perjanjiannya dipaparkan di sini.',
    },
  },
  rentalCard: {
    reference: 'Sewaan #{{id}} · ditempah {{createdAt}}',
    start: 'Tarikh mula',
    end: 'Tarikh tamat',
    duration: 'Tempoh',
    days_one: '{{count}} hari',
    days_other: '{{count}} hari',
    grandTotal: 'Jumlah keseluruhan',
    paid: 'Dibayar',
    paidFully: '{{amount}} · dibayar penuh',
    paidPart: '{{amount}} daripada {{total}}',
    extensionRequested: 'Lanjutan diminta sehingga {{date}}',
    extensionDeclined: 'Lanjutan ditolak',
    agreementAtPickup: 'Anda menandatangani perjanjian sewaan semasa mengambil kereta.',
    requestExtension: 'Mohon Lanjutan',
    downloadAgreement: 'Muat Turun Perjanjian',
    downloading: 'Memuat turun...',
  },
  extensionDialog: {
    title: 'Mohon Lanjutan',
    summary:
      '{{vehicle}} anda perlu dipulangkan pada {{date}}. Pilih tarikh pulang yang lebih lewat dan nyatakan sebabnya; kami membalas dalam masa 24 jam.',
    newEndDate: 'Tarikh tamat baharu',
    newEndDateHelp: 'Selepas {{date}}',
    reason: 'Sebab lanjutan',
    reasonPlaceholder: 'cth. Perjalanan saya dilanjutkan tiga hari',
    cancel: 'Batal',
    submit: 'Hantar Permintaan',
    pending: 'Menghantar...',
  },
  rentalToasts: {
    extensionRequested: 'Lanjutan Dimohon',
    extensionRequestedDescription:
      'Kami akan menyemak permintaan anda untuk menyimpan {{vehicle}} sehingga {{date}} dan menghubungi anda tidak lama lagi.',
    extensionFailed: 'Permintaan Gagal',
    downloaded: 'Muat Turun Selesai',
    downloadedDescription: 'Disimpan sebagai {{name}}.',
    downloadFailed: 'Ralat Muat Turun',
    downloadFailedDescription: 'Gagal memuat turun perjanjian PDF',
  },
};
export default bookings;
