import type { Catalogue } from '../../catalogue';
import type english from '../en/customers';

const customers: Catalogue<typeof english> = {
  login: {
    title: 'Selamat Kembali',
    subtitle: 'Log masuk dengan alamat e-mel yang anda gunakan semasa mendaftar.',
    subtitleWithCode: 'Masukkan alamat e-mel yang anda gunakan semasa mendaftar; kami akan menghantar kod log masuk 6 digit ke e-mel anda.',
    codeSubtitle: 'Masukkan kod 6 digit yang kami hantar ke e-mel anda.',
    email: 'E-mel',
    submit: 'Log Masuk',
    pending: 'Sedang Log Masuk...',
    newHere: 'Pelanggan baharu?',
    createAccount: 'Daftar akaun',
    codeSentTo: 'Kod dihantar ke',
    code: 'Kod log masuk',
    codeHint: '6 digit dalam e-mel',
    sending: 'Menghantar...',
    resend: 'Hantar semula kod',
    resendIn: 'Hantar semula kod ({{seconds}}s)',
    changeEmail: 'Guna e-mel lain',
    codeSent: 'Kod Dihantar',
    success: 'Log Masuk Berjaya',
    welcomeBack: 'Selamat kembali, {{name}}!',
    failed: 'Log Masuk Gagal',
  },
  accountMenu: {
    label: 'Menu akaun untuk {{name}}',
    myAccount: 'Akaun saya',
    myBookings: 'Tempahan Saya',
    accountPage: 'Akaun Saya',
    fleet: 'Armada Kami',
    payment: 'Pembayaran',
    signOut: 'Log keluar',
  },
};
export default customers;
