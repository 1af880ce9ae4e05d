import type { Catalogue } from '../../catalogue';
import type en from '../en/accountData';

const accountData: Catalogue<typeof en> = {
  heading: 'Data anda',
  intro:
    'Di bawah Akta Perlindungan Data Peribadi, anda boleh mendapatkan salinan data yang kami simpan tentang anda, atau meminta akaun anda dipadam.',
  download: {
    action: 'Muat turun data saya',
    pending: 'Menyediakan data anda…',
    hint: 'Fail zip dengan profil, tempahan, sewaan, bayaran, ulasan dan kesetiaan anda, serta dokumen dan tandatangan anda.',
    done: 'Data anda telah dimuat turun',
    doneDescription: 'Disimpan sebagai {{name}}.',
    failed: 'Muat Turun Gagal',
    failedDescription: 'Data anda tidak dapat dimuat turun. Sila cuba lagi.',
  },
  delete: {
    action: 'Padam akaun saya',
    hint: 'Kakitangan kami mengesahkan pemadaman apabila tiada lagi perkara yang perlu diselesaikan.',
    dialogTitle: 'Padam akaun anda?',
    explain:
      'Kami akan membuang dokumen pengenalan dan tandatangan anda, memadam nama dan butiran hubungan anda, dan anda tidak lagi boleh log masuk. Kakitangan kami akan mengesahkan pemadaman ini, dan kami akan menghantar e-mel kepada anda apabila selesai.',
    kept: 'Undang-undang mewajibkan kami menyimpan jumlah, tarikh dan nombor invois bagi sewaan dan bayaran anda yang lalu; invois yang telah dikeluarkan kekal seperti asal.',
    confirm: 'Minta dipadam',
    pendingLabel: 'Menghantar…',
    requested: 'Akaun anda menunggu untuk dipadam',
    requestedDescription:
      'Anda membuat permintaan pada {{date}}. Kakitangan kami akan mengesahkannya, dan kami akan menghantar e-mel kepada anda apabila selesai.',
    refusedTitle: 'Akaun anda belum boleh dipadam',
    refusedIntro: 'Sila selesaikan perkara ini dahulu, kemudian minta semula:',
    failed: 'Permintaan Gagal',
    holds: {
      rental_open: 'Anda mempunyai sewaan yang belum selesai.',
      balance_owed: 'Anda masih berhutang baki bagi sewaan.',
      money_held: 'Kami masih memegang wang anda (deposit atau bayaran balik yang belum dibayar).',
      summons_open: 'Saman trafik daripada salah satu sewaan anda masih belum selesai.',
      request_open: 'Permohonan tempahan anda masih menunggu jawapan.',
    },
    close: 'Tutup',
  },
};

export default accountData;
