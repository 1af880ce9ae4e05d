import type { Catalogue } from '../../catalogue';
import type english from '../en/common';

const common: Catalogue<typeof english> = {
  appName: 'Sewa Kenderaan',
  header: {
    back: 'Kembali',
    home: 'Laman Utama',
    callNow: 'Hubungi Sekarang',
    callNowShort: 'Hubungi sekarang',
  },
  language: {
    switchTo: { en: 'English', ms: 'Bahasa Malaysia' },
    short: { en: 'EN', ms: 'BM' },
  },
  footer: {
    signature: 'Sistem Sewa Kenderaan oleh {{author}}',
    plain: 'Sistem Sewa Kenderaan',
  },
  loading: 'Memuatkan',
  loadingDocument: 'Memuatkan dokumen...',
  notFound: {
    title: 'Halaman tidak ditemui',
    description: 'Halaman yang anda cari tidak wujud.',
    backHome: 'Kembali ke Laman Utama',
  },
  unauthorized: {
    title: 'Tiada Kebenaran',
    staffDescription: 'Sila log masuk dengan akaun kakitangan untuk membuka papan pemuka.',
    staffLogin: 'Ke Log Masuk Kakitangan',
  },
  signedInAs: 'Log masuk sebagai {{name}}',
  actions: {
    cancel: 'Batal',
    close: 'Tutup',
    confirm: 'Sahkan',
    retry: 'Cuba Lagi',
    retryShort: 'Cuba Semula',
    logout: 'Log Keluar',
  },
  password: { show: 'Tunjukkan kata laluan', hide: 'Sembunyikan kata laluan' },
  credentials: { username: 'Nama pengguna', password: 'Kata laluan' },
  upload: {
    noFile: 'Tiada fail dipilih',
    choose: 'Pilih imej',
    change: 'Tukar imej',
    preview: 'Pratonton {{label}}',
    preparing: 'Menyediakan foto...',
  },
  crop: {
    confirm: 'Potong & Guna',
    pending: 'Memuat naik...',
    photoAlt: 'Foto untuk dipotong',
    instructions:
      'Seret bingkai untuk memilih bahagian foto yang hendak disimpan. Bingkai kekal berbentuk 4:3 dan meliputi sekurang-kurangnya {{width}} x {{height}} piksel foto.',
    tooSmall: 'Imej ini terlalu kecil. Sila pilih foto sekurang-kurangnya {{width}} x {{height}} piksel.',
  },
  status: {
    pending: 'Menunggu',
    approved: 'Diluluskan',
    rejected: 'Ditolak',
    declined: 'Ditolak',
    cancelled: 'Dibatalkan',
    active: 'Aktif',
    completed: 'Selesai',
    awaiting_agreement: 'Menunggu perjanjian',
    'extension-requested': 'Lanjutan diminta',
    available: 'Tersedia',
    rented: 'Disewa',
    maintenance: 'Penyelenggaraan',
    blacklisted: 'Disenarai hitam',
    suspended: 'Digantung',
    inactive: 'Tidak Aktif',
  },
  date: {
    placeholder: 'hh/bb/tttt',
    invalid: 'Masukkan tarikh sebagai hh/bb/tttt',
    openCalendar: 'Pilih tarikh',
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan seterusnya',
    from: 'Dari',
    to: 'Hingga',
    range: 'Julat tarikh',
    clearRange: 'Kosongkan tarikh',
    rangeOrder: 'Tarikh akhir mestilah pada atau selepas tarikh mula',
  },
  /** The fuel gauge (agreement wizard, Mark Returned), in eighths of a tank. */
  fuel: {
    marks: { empty: 'Kosong', quarter: '1/4', half: '1/2', threeQuarters: '3/4', full: 'Penuh' },
    value: '{{percent}}% ({{eighths}}/8)',
  },
  pagination: { label: 'Halaman' },
  settlementStatement: {
    download: 'Penyata Penyelesaian',
    downloading: 'Memuat turun...',
    downloaded: 'Penyata Dimuat Turun',
    downloadedDescription: '{{name}} telah disimpan.',
    failed: 'Muat Turun Gagal',
    failedDescription: 'Penyata penyelesaian tidak dapat dimuat turun. Sila cuba lagi.',
  },
  loadError: 'Kami tidak dapat memuatkan {{what}}.',
  overdue: { flag: 'Lewat' },
};
export default common;
