import type { Catalogue } from '../../catalogue';
import type english from '../en/payments';

const payments: Catalogue<typeof english> = {
  title: 'Portal Pembayaran',
  signIn: {
    title: 'Log masuk untuk membuat pembayaran',
    description: 'Sila log masuk ke akaun pelanggan anda untuk membuat pembayaran dan melihat sejarah pembayaran anda.',
    action: 'Log Masuk',
  },
};
export default payments;
