import type { Catalogue } from '../../catalogue';
import type english from '../en/home';

const home: Catalogue<typeof english> = {
  title: 'Selamat Datang',
  subtitle: 'Pilih cara anda ingin meneruskan.',
  groups: {
    fleet: 'Terokai Kenderaan Kami',
    customer: 'Portal Pelanggan',
    staff: 'Kakitangan & Pentadbiran',
  },
  tiles: {
    vehicles: { title: 'Lihat Kenderaan Kami', description: 'Lihat kereta kami dan semak ketersediaan' },
    signIn: { title: 'Log Masuk', description: 'Akses akaun anda' },
    payment: { title: 'Pembayaran', description: 'Buat pembayaran' },
    join: { title: 'Sertai Kami', description: 'Daftar akaun baharu' },
    staffPortal: { title: 'Portal Kakitangan', description: 'Akses ahli pasukan' },
    admin: { title: 'Panel Pentadbir', description: 'Pentadbiran sistem' },
  },
};
export default home;
