import type { Catalogue } from '../../catalogue';
import type english from '../en/admin';

const admin: Catalogue<typeof english> = {
  panel: {
    title: 'Panel Pentadbir',
    sections: 'Bahagian panel pentadbir',
    tabs: { activity: 'Aktiviti Kakitangan', staff: 'Pengurusan Kakitangan' },
  },
  passwordHint: 'Sekurang-kurangnya {{min}} aksara',
  addStaff: {
    title: 'Tambah Kakitangan',
    submit: 'Tambah Kakitangan',
    pending: 'Menambah...',
    added: 'Kakitangan Ditambah',
    canSignIn: '{{username}} kini boleh log masuk ke portal kakitangan.',
    failed: 'Gagal Menambah Kakitangan',
  },
  changePassword: {
    title: 'Tukar Kata Laluan',
    note: 'Peranti lain yang log masuk sebagai pentadbir akan dilog keluar apabila kata laluan ditukar.',
    current: 'Kata laluan semasa',
    new: 'Kata laluan baharu',
    confirm: 'Sahkan kata laluan baharu',
    submit: 'Tukar Kata Laluan',
    pending: 'Menukar...',
    changed: 'Kata Laluan Ditukar',
    changedDescription:
      'Gunakan kata laluan baharu mulai sekarang. Peranti lain yang log masuk sebagai pentadbir telah dilog keluar.',
    failed: 'Gagal Menukar Kata Laluan',
  },
};
export default admin;
