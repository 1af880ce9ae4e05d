import type { Catalogue } from '../../catalogue';
import type english from '../en/staffDashboard';

const staffDashboard: Catalogue<typeof english> = {
  refresh: 'Muat Semula',
  todayIs: 'Hari ini {{date}}',
  loadWhat: 'papan pemuka',
  loading: 'Memuatkan papan pemuka',
  metrics: {
    totalRevenue: { label: 'Jumlah Hasil', caption: 'Ditempah daripada sewaan aktif dan selesai · {{collected}} dikutip' },
    rentedThisWeek: { label: 'Disewa Minggu Ini', caption: 'Bermula dalam 7 hari lepas' },
    availableCars: { label: 'Kereta Tersedia', caption: 'Aktif dan tidak disewa' },
    invoicesToCollect: { label: 'Invois Belum Dikutip', caption: 'Sewaan dengan baki tertunggak' },
    activeToday: { label: 'Sewaan Aktif Hari Ini', caption: 'Di jalan raya hari ini' },
    pendingRequests: { label: 'Permintaan Menunggu', caption: 'Permintaan tempahan untuk disemak' },
    customers: { label: 'Jumlah Pelanggan', caption: '{{active}} aktif' },
  },
  calendar: { title: 'Bulan Ini', highlight: 'Sewaan aktif' },
  quickStats: {
    title: 'Statistik Ringkas',
    weekRevenue: 'Hasil Minggu Ini',
    completionRate: 'Kadar Penyelesaian',
    extensionRequests: 'Permintaan Lanjutan',
    utilization: 'Penggunaan Kenderaan',
  },
  revenue: {
    title: 'Hasil, 30 Hari Lepas',
    total: '{{amount}} daripada sewaan yang bermula dalam 30 hari lepas',
    chart: 'Hasil mengikut hari, 30 hari lepas',
    empty: 'Tiada hasil dalam 30 hari lepas',
  },
  recent: {
    title: 'Sewaan Terkini',
    table: 'Sewaan terkini',
    empty: 'Belum ada sewaan. Permintaan tempahan yang diluluskan dipaparkan di sini.',
    unknownCustomer: 'Tidak diketahui',
    rental: 'Sewaan #{{id}}',
    customer: 'Pelanggan',
    vehicle: 'Kenderaan',
    dates: 'Tarikh',
    total: 'Jumlah',
    status: 'Status',
  },
  overdue: {
    title: 'Sewaan Lewat',
    count_one: '{{count}} kereta masih belum dipulangkan selepas masa pemulangannya',
    count_other: '{{count}} kereta masih belum dipulangkan selepas masa pemulangannya',
    none: 'Tiada kereta yang lewat.',
    dueBack: 'Perlu dipulangkan {{when}}',
    rental: 'Sewaan lewat #{{id}}',
    viewAll: 'Lihat sewaan lewat',
  },
  compliance: {
    title: 'Cukai Jalan, Insurans dan Permit',
    count_one: '{{count}} tarikh tamat dalam 30 hari atau telah tamat',
    count_other: '{{count}} tarikh tamat dalam 30 hari atau telah tamat',
    none: 'Tiada yang tamat dalam 30 hari akan datang.',
    viewAll: 'Buka armada',
  },
};
export default staffDashboard;
