import type { MessageCatalogue } from './messages';
import pdfMs from './pdf.ms';

/** The customer e-mails in Bahasa Malaysia; typed, so a key missing here fails tsc. */
const ms: MessageCatalogue = {
  ...pdfMs,
  greeting: 'Kepada {{name}},',

  'signInCode.subject': 'Kod log masuk anda: {{code}}',
  'signInCode.subjectRegistration': 'Kod log masuk untuk mengesahkan akaun anda: {{code}}',
  'signInCode.title': 'Kod log masuk anda',
  'signInCode.titleInText': 'kod log masuk anda',
  'signInCode.titleRegistration': 'Sahkan e-mel anda',
  'signInCode.titleRegistrationInText': 'sahkan e-mel anda',
  'signInCode.intro': 'Masukkan kod ini di skrin log masuk untuk meneruskan:',
  'signInCode.introRegistration': 'Terima kasih kerana mendaftar. Masukkan kod ini di skrin log masuk untuk mengaktifkan akaun anda:',
  'signInCode.validity': 'Kod ini sah selama {{minutes}} minit dan hanya boleh digunakan sekali.',
  'signInCode.unconfirmedRemoved': 'Akaun yang tidak disahkan dalam masa 24 jam akan dipadam bersama dokumennya.',
  'signInCode.ignore':
    'Jika anda tidak meminta kod ini, abaikan sahaja e-mel ini: tiada sesiapa boleh log masuk tanpanya. Kakitangan kami tidak akan sekali-kali meminta kod ini daripada anda.',

  'accountNotice.subjectSuspended': 'Mengenai permintaan log masuk anda',
  'accountNotice.subjectRegisteredAgain': 'Seseorang cuba mendaftar dengan e-mel anda',
  'accountNotice.suspended':
    'Seseorang meminta untuk log masuk ke akaun anda, tetapi akaun ini telah digantung. Sila hubungi kami di {{phone}} untuk mendapatkan bantuan.',
  'accountNotice.registeredAgain':
    'Seseorang cuba mendaftar akaun baharu dengan alamat e-mel ini, yang sudah mempunyai akaun dengan kami. Jika itu anda, log masuk sahaja dengan e-mel ini; tiada apa-apa yang berubah. Jika bukan anda, abaikan sahaja e-mel ini.',

  'bookingReceived.subject': 'Permohonan tempahan #{{requestId}} diterima: {{vehicleName}}',
  'bookingReceived.title': 'Permohonan tempahan diterima',
  'bookingReceived.titleInText': 'permohonan tempahan diterima',
  'bookingReceived.thanks':
    'Terima kasih atas permohonan tempahan anda. Kami telah menerimanya dan akan menghubungi anda dalam masa 24 jam.',
  'bookingReceived.reference': 'Rujukan',
  'bookingReceived.vehicle': 'Kenderaan',
  'bookingReceived.pickup': 'Tarikh Ambil',
  'bookingReceived.return': 'Tarikh Pulang',
  'bookingReceived.days': 'Hari',
  'bookingReceived.rate': 'Kadar',
  'bookingReceived.perDay': '{{amount}} / hari',
  'bookingReceived.deposit': 'Deposit',
  'bookingReceived.refundable': 'boleh dikembalikan',
  'bookingReceived.estimatedTotal': 'Anggaran jumlah',
  'bookingReceived.yourMessage': 'Mesej anda:',
  'bookingReceived.notConfirmed':
    'Ini ialah permohonan, belum lagi tempahan yang disahkan. Kakitangan kami akan mengesahkan ketersediaan dan harga akhir.',

  'bookingDecision.subjectApproved': 'Permohonan tempahan #{{requestId}} diluluskan: {{vehicleName}}',
  'bookingDecision.subjectDeclined': 'Permohonan tempahan #{{requestId}} ditolak: {{vehicleName}}',
  'bookingDecision.titleApproved': 'Permohonan tempahan diluluskan',
  'bookingDecision.titleApprovedInText': 'permohonan tempahan diluluskan',
  'bookingDecision.titleDeclined': 'Permohonan tempahan ditolak',
  'bookingDecision.titleDeclinedInText': 'permohonan tempahan ditolak',
  'bookingDecision.approved':
    'Berita baik: permohonan tempahan anda *#{{requestId}}* untuk *{{vehicleName}}* dari {{startDate}} hingga {{endDate}} ({{totalDays}} hari) telah diluluskan.',
  'bookingDecision.nextSteps': 'Kami akan menghubungi anda untuk menandatangani perjanjian sewa dan mengatur penyerahan kunci.',
  'bookingDecision.declined':
    'Harap maaf: kami tidak dapat menerima permohonan tempahan anda *#{{requestId}}* untuk *{{vehicleName}}* dari {{startDate}} hingga {{endDate}}.',
  'bookingDecision.reason': 'Sebab: {{reason}}',
  'bookingDecision.tryAgain': 'Sila cuba tarikh lain atau kereta lain, atau hubungi kami dan kami akan membantu anda mencarinya.',
  'agreementMail.subject': 'Perjanjian sewaan anda #{{rentalId}}: {{vehicleName}}',
  'agreementMail.title': 'Perjanjian sewaan anda',
  'agreementMail.titleInText': 'perjanjian sewaan anda',
  'agreementMail.body':
    'Dilampirkan perjanjian sewaan anda yang telah ditandatangani *#{{rentalId}}* untuk *{{vehicleName}}* dari {{startDate}} hingga {{endDate}}.',
  'agreementMail.keep': 'Sila simpan untuk rekod anda. Hubungi kami jika ada perkara di dalamnya yang tidak seperti yang dipersetujui.',
  'agreementShare.whatsapp':
    'Helo {{name}}, ini perjanjian sewaan anda #{{rentalId}} untuk {{vehicleName}} ({{startDate}} hingga {{endDate}}): {{link}} (pautan ini sah selama {{days}} hari).',

  'extensionDecision.subjectApproved': 'Lanjutan diluluskan: sewaan #{{rentalId}}, {{vehicleName}}',
  'extensionDecision.subjectDeclined': 'Lanjutan ditolak: sewaan #{{rentalId}}, {{vehicleName}}',
  'extensionDecision.titleApproved': 'Lanjutan diluluskan',
  'extensionDecision.titleApprovedInText': 'lanjutan diluluskan',
  'extensionDecision.titleDeclined': 'Lanjutan ditolak',
  'extensionDecision.titleDeclinedInText': 'lanjutan ditolak',
  'extensionDecision.approved':
    'Sewaan anda *#{{rentalId}}* untuk *{{vehicleName}}* telah dilanjutkan: sila pulangkan kereta selewat-lewatnya {{endDate}} ({{totalDays}} hari kesemuanya).',
  'extensionDecision.newTotal': 'Jumlah keseluruhan baharu ialah {{grandTotal}}.',
  'extensionDecision.declined':
    'Harap maaf: kami tidak dapat melanjutkan sewaan anda *#{{rentalId}}* untuk *{{vehicleName}}* hingga {{requestedUntil}}. Sila pulangkan kereta pada {{endDate}} seperti yang dipersetujui.',
  'extensionDecision.reason': 'Sebab: {{reason}}',
  'paymentStatus.subjectCompleted': 'Bayaran diterima: resit {{receiptNumber}}',
  'settlement.subject': 'Deposit diselesaikan: sewaan #{{id}}',
  'settlement.title': 'Deposit diselesaikan',
  'settlement.titleInText': 'deposit diselesaikan',
  'settlement.intro': 'Sewaan #{{id}} ({{vehicle}}) anda telah diselesaikan. Berikut ialah akaunnya.',
  'settlement.refunded': 'Kami telah memulangkan {{amount}} kepada anda melalui {{method}}{{reference}}.',
  'settlement.reference': ', rujukan {{reference}}',
  'settlement.stillDue': 'Baki {{amount}} masih tertunggak. Anda boleh membayarnya di halaman Buat Bayaran untuk sewaan ini.',
  'settlement.owedBack': 'Kami masih berhutang {{amount}} kepada anda; ia akan dipulangkan tidak lama lagi.',
  'settlement.charges': 'Caj',
  'settlement.paid': 'Dibayar oleh anda',
  'settlement.refundedTotal': 'Dipulangkan kepada anda',
  'settlement.lines': 'Baris akaun',
  'settlement.method.bank_transfer': 'pindahan bank',
  'settlement.method.duitnow': 'DuitNow',
  'settlement.method.cash': 'tunai',
  'ledger.kind.charge': 'Caj',
  'ledger.kind.deposit': 'Deposit',
  'ledger.kind.payment': 'Bayaran',
  'ledger.kind.deposit_deduction': 'Deposit diselesaikan',
  'ledger.kind.refund': 'Pemulangan',
  'ledger.category.rental_days': 'Hari sewaan',
  'ledger.category.discount': 'Diskaun',
  'ledger.category.extension': 'Lanjutan',
  'ledger.category.extra_mileage': 'Jarak tambahan',
  'ledger.category.fuel': 'Minyak',
  'ledger.category.late_return': 'Pulang lewat',
  'ledger.category.damage': 'Kerosakan',
  'ledger.category.cleaning': 'Pembersihan',
  'ledger.category.summons': 'Saman',
  'ledger.category.tolls': 'Tol',
  'ledger.category.add_on': 'Tambahan',
  'ledger.category.cancellation_fee': 'Yuran pembatalan',
  'ledger.category.service_tax': 'Cukai perkhidmatan (SST)',
  'ledger.category.toward_deposit': 'Bayaran dihantar sebagai deposit',
  'paymentStatus.subjectFailed': 'Bayaran tidak diterima: resit {{receiptNumber}}',
  'paymentStatus.titleCompleted': 'Bayaran diterima',
  'paymentStatus.titleCompletedInText': 'bayaran diterima',
  'paymentStatus.titleFailed': 'Bayaran tidak diterima',
  'paymentStatus.titleFailedInText': 'bayaran tidak diterima',
  'paymentStatus.completed':
    'Terima kasih: kami telah menerima bayaran anda sebanyak *{{amount}}* (resit *{{receiptNumber}}*). Resit anda dalam Bayaran Saya kini menunjukkannya sebagai dibayar.',
  'paymentStatus.points': 'Anda memperoleh {{points}} mata kesetiaan.',
  'paymentStatus.failed':
    'Kami tidak dapat memadankan bayaran anda sebanyak *{{amount}}* (resit *{{receiptNumber}}*) dengan sebarang pindahan ke akaun kami.',
  'paymentStatus.reason': 'Sebab: {{reason}}',
  'paymentStatus.contact': 'Jika anda telah membayar, sila balas dengan slip bank anda atau hubungi kami di {{phone}}.',

  'howToPay.title': 'Cara membayar',
  'howToPay.inApp':
    'Bayar di Portal Pembayaran di {{link}}: imbas DuitNow QR di sana, atau buat pindahan ke akaun di bawah dengan rujukan pembayaran yang diberikan oleh portal, supaya kami dapat memadankan bayaran anda.',

  'bookingConfirmed.subject': 'Tempahan disahkan: sewaan #{{rentalId}}, {{vehicleName}}',
  'bookingConfirmed.title': 'Tempahan disahkan',
  'bookingConfirmed.titleInText': 'tempahan disahkan',
  'bookingConfirmed.intro': 'Kami telah menempah *{{vehicleName}}* untuk anda. Berikut butiran sewaan anda *#{{rentalId}}*:',
  'bookingConfirmed.total': 'Jumlah',
  'bookingConfirmed.totalNote': 'Jumlah ini merangkumi caj sewaan dan deposit yang boleh dikembalikan.',
  'bookingConfirmed.pickupNote':
    'Sila bawa kad pengenalan atau pasport serta lesen memandu anda semasa mengambil kereta. Perjanjian sewaan akan ditandatangani bersama anda semasa pengambilan.',

  'rentalCancelled.subject': 'Tempahan dibatalkan: sewaan #{{rentalId}}, {{vehicleName}}',
  'rentalCancelled.title': 'Tempahan dibatalkan',
  'rentalCancelled.titleInText': 'tempahan dibatalkan',
  'rentalCancelled.body': 'Sewaan anda *#{{rentalId}}* untuk *{{vehicleName}}* dari {{startDate}} hingga {{endDate}} telah dibatalkan.',
  'rentalCancelled.reason': 'Sebab: {{reason}}',
  'rentalCancelled.noFee': 'Tiada caj pembatalan dikenakan.',
  'rentalCancelled.feeRule':
    'Caj pembatalan ialah {{percent}}% daripada caj sewaan, kerana tempahan dibatalkan kurang daripada {{days}} hari sebelum tarikh ambil.',
  'rentalCancelled.paid': 'Telah dibayar',
  'rentalCancelled.fee': 'Caj pembatalan',
  'rentalCancelled.refundDue': 'Bayaran balik kepada anda',
  'rentalCancelled.stillOwed': 'Baki perlu dibayar',
  'rentalCancelled.refundNext': 'Kami akan memulangkan {{amount}} kepada anda dan memaklumkan anda apabila ia telah dihantar.',
  'rentalCancelled.owedNext':
    'Sila bayar {{amount}} yang masih tertunggak di Portal Pembayaran di {{link}}, atau hubungi kami di {{phone}}.',
  'rentalCancelled.questions': 'Jika ada sebarang pertanyaan, sila hubungi kami di {{phone}}.',

  'balanceReminder.subject': 'Bayaran perlu dijelaskan sebelum pengambilan: sewaan #{{rentalId}}, {{vehicleName}}',
  'balanceReminder.title': 'Bayaran perlu dijelaskan sebelum pengambilan',
  'balanceReminder.titleInText': 'bayaran perlu dijelaskan sebelum pengambilan',
  'balanceReminder.body':
    'Sewaan anda *#{{rentalId}}* untuk *{{vehicleName}}* bermula pada {{pickupAt}}. Masih ada *{{amount}}* yang perlu dibayar.',
  'balanceReminder.balanceDue': 'Baki perlu dibayar',
  'balanceReminder.alreadyPaid':
    'Jika anda telah membayar dalam sehari dua ini, terima kasih: kami mungkin masih mengesahkan bayaran anda, dan anda boleh abaikan e-mel ini.',

  'paymentSettings.subjectBankDetails': 'Butiran bank untuk bayaran pelanggan telah diubah',
  'paymentSettings.subjectQrUploaded': 'Kod QR bayaran yang diimbas pelanggan telah diganti',
  'paymentSettings.subjectQrRemoved': 'Kod QR bayaran yang dimuat naik telah dibuang',
  'paymentSettings.title': 'Tetapan bayaran diubah',
  'paymentSettings.titleInText': 'tetapan bayaran diubah',
  'paymentSettings.bankDetails': '*{{username}}* telah mengubah butiran bank untuk bayaran pelanggan pada {{when}}.',
  'paymentSettings.qrUploaded':
    '*{{username}}* telah memuat naik kod QR bayaran baharu pada {{when}}. Kod QR setiap pelanggan, dengan jumlah dan rujukan, kini dijana daripadanya.',
  'paymentSettings.qrPayee': 'Aplikasi bank memaparkan penerimanya sebagai *{{payee}}*.',
  'paymentSettings.qrRemoved':
    '*{{username}}* telah membuang kod QR bayaran yang dimuat naik pada {{when}}. Pelanggan kini melihat butiran bank untuk membuat pindahan.',
  'paymentSettings.before': 'Sebelum',
  'paymentSettings.after': 'Kini',
  'paymentSettings.notYou':
    'Jika bukan anda yang membuat perubahan ini, log masuk ke Panel Admin dengan segera, tukar kata laluan anda dan semak tetapan bayaran.',
};

export default ms;
