import type { Catalogue } from '../../catalogue';
import type english from '../en/privacy';

const privacy: Catalogue<typeof english> = {
  pageTitle: 'Notis privasi',
  title: 'Notis privasi',
  subtitle: 'Bagaimana {{business}} menjaga data peribadi anda',
  version: 'Versi {{version}}',
  loading: 'Memuatkan notis privasi',
  businessFallback: 'perniagaan ini',
  intro:
    'Notis ini diberikan di bawah Akta Perlindungan Data Peribadi 2010 (seperti dipinda pada 2024). Ia menerangkan data peribadi yang dikumpul oleh {{business}} ("kami") apabila anda mendaftar dan menyewa kereta, sebabnya, siapa yang melihatnya, berapa lama kami menyimpannya dan apa yang boleh anda minta daripada kami. Notis ini tersedia dalam Bahasa Malaysia dan bahasa Inggeris.',
  collect: {
    title: 'Apa yang kami kumpul',
    identity: 'Nama anda dan nombor MyKad (IC) atau pasport anda',
    contact: 'Butiran hubungan anda: alamat e-mel, nombor telefon, alamat rumah dan, jika diberikan, akaun media sosial',
    documents: 'Imej IC atau pasport anda, lesen memandu anda dan bil utiliti (bukti alamat)',
    signatures: 'Tandatangan anda pada perjanjian sewaan, dan foto yang diambil semasa kereta diserahkan dan dipulangkan',
    payments: 'Rekod pembayaran: jumlah, rujukan, resit dan bukti pembayaran, deposit yang dipegang dan bayaran balik',
    rentals: 'Rekod sewaan: kereta, tarikh, perbatuan dan bahan api, kerosakan, serta sebarang saman trafik atau tol semasa sewaan anda',
  },
  why: {
    title: 'Mengapa kami menggunakannya',
    identity: 'Untuk menyemak identiti dan lesen memandu anda sebelum kami menyerahkan kereta, dan untuk mencegah penipuan',
    agreements: 'Untuk menyediakan, menandatangani dan menyimpan perjanjian sewaan',
    payments: 'Untuk menerima bayaran, memegang dan memulangkan deposit, serta mengeluarkan invois dan resit',
    contact: 'Untuk menghubungi anda tentang tempahan dan sewaan anda',
    legal:
      'Untuk menguruskan saman, tol dan tuntutan insurans, serta menyimpan rekod yang dikehendaki oleh undang-undang cukai dan lain-lain',
    obligatory:
      'Data ini perlu diberikan untuk menyewa kereta: tanpanya kami tidak dapat menyemak identiti anda atau menandatangani perjanjian dengan anda. Kami tidak menggunakannya untuk pemasaran.',
  },
  share: {
    title: 'Siapa yang melihatnya',
    body: 'Hanya kakitangan kami sendiri yang menguruskan tempahan dan sewaan anda, dan pemilik perniagaan (pentadbir). Kami tidak menjual, menyewakan atau memperdagangkan data peribadi anda. Kami hanya mendedahkannya apabila dikehendaki oleh undang-undang (contohnya kepada polis, JPJ, LHDN atau mahkamah), atau kepada pihak berkuasa yang mengeluarkan saman semasa sewaan anda.',
  },
  keep: {
    title: 'Berapa lama kami menyimpannya',
    documents:
      'Imej dokumen pengenalan diri dan tandatangan anda dipadam secara automatik {{months}} bulan selepas sewaan terakhir anda tamat, melainkan masih ada sewaan, bayaran, deposit atau saman yang belum selesai; kami akan menghantar e-mel kepada anda apabila ia dipadam.',
    records:
      'Perjanjian sewaan, invois dan rekod pembayaran disimpan selama yang dikehendaki oleh undang-undang cukai dan lain-lain (lazimnya tujuh tahun), kemudian dipadam.',
    security:
      'Dokumen dan tandatangan disimpan dalam bentuk tersulit, di luar mana-mana laman web awam, dan hanya dibuka untuk kakitangan kami selepas mereka log masuk; setiap kali ia dibuka akan direkodkan. Salinan sandaran kami juga disulitkan.',
  },
  rights: {
    title: 'Hak anda',
    access: 'Melihat data peribadi anda yang kami simpan dan mendapatkan salinannya (muat turun)',
    correct: 'Meminta data yang tidak tepat atau lapuk dibetulkan',
    delete: 'Meminta kami memadam data anda, kecuali rekod yang wajib kami simpan di sisi undang-undang',
    portability: 'Meminta kami menghantar data anda kepada anda atau pembekal lain dalam format biasa',
    withdraw: 'Menarik balik persetujuan anda pada bila-bila masa; selepas itu kami tidak akan menerima tempahan baharu daripada anda',
    howTo:
      'Hubungi pihak di bawah. Kami menjawab dalam tempoh 21 hari. Jika anda tidak berpuas hati, anda boleh membuat aduan kepada Pesuruhjaya Perlindungan Data Peribadi (JPDP).',
  },
  breach: {
    title: 'Jika data anda dilanggar',
    body: 'Jika pelanggaran data peribadi mungkin menyebabkan kemudaratan yang ketara kepada anda, kami memaklumkan Pesuruhjaya Perlindungan Data Peribadi dalam tempoh 72 jam selepas mengetahuinya, dan memberitahu anda tanpa kelewatan yang tidak wajar, berserta apa yang berlaku dan apa yang boleh anda lakukan.',
  },
  contact: {
    title: 'Siapa yang perlu dihubungi',
    officer: 'Pegawai Perlindungan Data kami',
    name: 'Nama',
    email: 'E-mel',
    phone: 'Telefon',
    business:
      'Kami belum menamakan pegawai perlindungan data di halaman ini. Sila hubungi {{business}} secara terus: telefon {{phone}}, atau tulis ke {{address}}.',
    unavailable: 'Butiran hubungan tidak dapat dimuatkan. Sila cuba lagi kemudian, atau tanya kami di kaunter.',
  },
  consent:
    'Dengan menanda "Saya telah membaca dan bersetuju dengan notis privasi" semasa mendaftar, anda bersetuju dengan penggunaan data peribadi anda seperti yang diterangkan di sini.',
};
export default privacy;
