import type { Catalogue } from '../../catalogue';
import type english from '../en/staff';

const staff: Catalogue<typeof english> = {
  title: 'Papan Pemuka Kakitangan',
  tabsLabel: 'Bahagian papan pemuka kakitangan',
  tabs: {
    dashboard: { label: 'Papan Pemuka', heading: 'Papan Pemuka' },
    customers: { label: 'Pelanggan', heading: 'Pelanggan' },
    bookings: { label: 'Tempahan', heading: 'Permintaan Tempahan' },
    rentals: { label: 'Sewaan', heading: 'Perjanjian Sewa' },
    calendar: { label: 'Kalendar', heading: 'Kalendar Tempahan' },
    invoices: { label: 'Invois', heading: 'Invois' },
    payments: { label: 'Bayaran', heading: 'Bayaran' },
    deliveries: { label: 'Penghantaran', heading: 'Penghantaran' },
    vehicles: { label: 'Kenderaan', heading: 'Pengurusan Kenderaan' },
    summonses: { label: 'Saman', heading: 'Saman dan Tol' },
  },
  calendar: { today: 'Hari ini' },
};
export default staff;
