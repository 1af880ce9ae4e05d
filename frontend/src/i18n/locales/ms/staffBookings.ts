import type { Catalogue } from '../../catalogue';
import type english from '../en/staffBookings';

const staffBookings: Catalogue<typeof english> = {
  refresh: 'Muat Semula',
  pendingCount: '{{count}} menunggu',
  loadWhat: 'permintaan tempahan',
  loading: 'Memuatkan permintaan tempahan',
  empty: { title: 'Tiada permintaan tempahan yang menunggu', description: 'Permintaan baharu daripada pelanggan dipaparkan di sini.' },
  pages: 'Halaman permintaan tempahan',
  card: {
    sent: 'Permintaan #{{id}} · dihantar {{date}}',
    overlapRequest: 'permintaan #{{id}}',
    overlap_one: 'Bertindih dengan {{requests}} untuk kereta ini. Meluluskan satu akan menolak yang lain.',
    overlap_other: 'Bertindih dengan {{requests}} untuk kereta ini. Meluluskan satu akan menolak yang lain.',
    vehicle: 'Kenderaan',
    category: 'Kategori',
    pickup: 'Tarikh Ambil',
    return: 'Tarikh Pulang',
    duration: 'Tempoh',
    phone: 'Telefon',
    email: 'E-mel',
    notes: 'Catatan',
    notAvailable: 'Tiada',
    days_one: '{{count}} hari',
    days_other: '{{count}} hari',
    approve: 'Luluskan',
    approving: 'Meluluskan...',
    reject: 'Tolak',
    whatsapp: 'WhatsApp',
    whatsappMessage:
      'Hai {{name}}, ini berkenaan permintaan tempahan anda #{{id}} untuk {{car}} dari {{start}} hingga {{end}} ({{days}}).',
  },
  reject: {
    title: 'Tolak Permintaan Tempahan',
    question: 'Tolak permintaan #{{id}} daripada {{name}} untuk {{vehicle}}? Pelanggan akan melihat sebabnya, jika anda memberikannya.',
    reason: 'Sebab (pilihan)',
    placeholder: 'cth. Kereta sedang diselenggara pada minggu itu',
    confirm: 'Tolak Permintaan',
    pending: 'Menolak...',
  },
  toasts: {
    approved: 'Permintaan Diluluskan!',
    approvedDescription: "Sewaan #{{rentalId}} telah dibuat untuk {{name}}. Lengkapkan perjanjian di tab 'Perjanjian Sewa'.",
    approvalFailed: 'Kelulusan Gagal',
    rejected: 'Permintaan Ditolak',
    rejectedDescription: 'Permintaan tempahan #{{id}} daripada {{name}} telah ditolak.',
    rejectionFailed: 'Penolakan Gagal',
  },
};
export default staffBookings;
