import type { MessageTable } from '../../../catalogue';

/**
 * The server's English messages (backend/src) in Malay: error bodies and the
 * messages of success bodies, keyed by their exact English. Messages the server builds as
 * "Label: message" are translated part by part, so the labels are listed on their own.
 */
const server: MessageTable = {
  'Invalid email or password': 'E-mel atau kata laluan tidak sah',

  // Signing in and sessions
  'Your session has ended. Please sign in again.': 'Sesi anda telah tamat. Sila log masuk semula.',
  'Your session has expired. Please sign in again.': 'Sesi anda telah tamat tempoh. Sila log masuk semula.',
  'Please sign in to continue': 'Sila log masuk untuk meneruskan',
  'Invalid token': 'Token tidak sah',
  'Invalid username or password': 'Nama pengguna atau kata laluan tidak sah',
  'You do not have permission to do this': 'Anda tidak mempunyai kebenaran untuk melakukan ini',
  'This account has been suspended. Please contact us for help.': 'Akaun ini telah digantung. Sila hubungi kami untuk mendapatkan bantuan.',
  'Too many sign-in attempts. Please wait a minute and try again.': 'Terlalu banyak cubaan log masuk. Sila tunggu seminit dan cuba lagi.',
  'No account found with this email. Please check it or create an account.':
    'Tiada akaun ditemui dengan e-mel ini. Sila semak semula atau cipta akaun.',
  'That code is not right or has expired. Please check it or request a new code.':
    'Kod itu tidak betul atau telah tamat tempoh. Sila semak semula atau minta kod baharu.',
  'Too many sign-in codes were requested. Please wait a few minutes and try again.':
    'Terlalu banyak kod log masuk telah diminta. Sila tunggu beberapa minit dan cuba lagi.',
  'If an account uses this e-mail, we have sent it a 6-digit sign-in code. It is valid for 10 minutes.':
    'Jika e-mel ini digunakan oleh sesuatu akaun, kami telah menghantar kod log masuk 6 digit kepadanya. Kod ini sah selama 10 minit.',
  'Check your e-mail: we have sent a 6-digit code to confirm your account. It is valid for 10 minutes.':
    'Semak e-mel anda: kami telah menghantar kod 6 digit untuk mengesahkan akaun anda. Kod ini sah selama 10 minit.',
  'Please enter the 6-digit code from your e-mail': 'Sila masukkan kod 6 digit daripada e-mel anda',
  'Too many e-mails have been requested from your connection. Please try again in an hour.':
    'Terlalu banyak e-mel telah diminta dari sambungan anda. Sila cuba lagi dalam masa sejam.',
  // Staff sending e-mails to a customer: 5 an hour per rental, or per address for outbox retries.
  "This rental's customer has already been sent 5 e-mails in the last hour. Please try again later.":
    'Pelanggan sewaan ini telah pun dihantar 5 e-mel dalam sejam yang lalu. Sila cuba lagi kemudian.',
  'This address has already been sent 5 e-mails by staff in the last hour. Please try again later.':
    'Alamat ini telah pun dihantar 5 e-mel oleh kakitangan dalam sejam yang lalu. Sila cuba lagi kemudian.',
  'Too many requests from your connection. Please wait a minute and try again.':
    'Terlalu banyak permintaan dari sambungan anda. Sila tunggu seminit dan cuba lagi.',

  // Registration and customers
  'Please enter a valid email': 'Sila masukkan alamat e-mel yang sah',
  'Full name is required': 'Nama penuh diperlukan',
  'Full name must be at most 255 characters': 'Nama penuh tidak boleh melebihi 255 aksara',
  'Please enter a valid phone number': 'Sila masukkan nombor telefon yang sah',
  'Please enter your complete address': 'Sila masukkan alamat lengkap anda',
  'Address must be at most 500 characters': 'Alamat tidak boleh melebihi 500 aksara',
  'IC/Passport number is required': 'Nombor IC/Pasport diperlukan',
  'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)':
    'Sila masukkan nombor MyKad yang sah (cth. 900101-14-5678) atau nombor pasport (6-12 huruf dan digit)',
  'Social media handle must be at most 255 characters': 'Nama media sosial tidak boleh melebihi 255 aksara',
  'socialMediaHandle must be a string': 'Nama media sosial mestilah teks',
  'Language must be en or ms': 'Bahasa mestilah en atau ms',
  'Please upload your IC/Passport image': 'Sila muat naik imej IC/Pasport anda',
  "Please upload your driver's license image": 'Sila muat naik imej lesen memandu anda',
  'Please upload your utility bill image': 'Sila muat naik imej bil utiliti anda',
  'IC/Passport': 'IC/Pasport',
  "Driver's license": 'Lesen memandu',
  'Utility bill': 'Bil utiliti',
  'An account with this email already exists': 'Akaun dengan e-mel ini sudah wujud',
  // The privacy notice (PDPA 2010): consent at registration, and the admin's data protection officer.
  'Please read and agree to the privacy notice to create an account': 'Sila baca dan setuju dengan notis privasi untuk mencipta akaun',
  "Please enter the data protection officer's name (at most 100 characters)":
    'Sila masukkan nama pegawai perlindungan data (maksimum 100 aksara)',
  "Please enter the data protection officer's e-mail address": 'Sila masukkan alamat e-mel pegawai perlindungan data',
  "Please enter the data protection officer's phone number: 7 to 15 digits, spaces, dashes or a leading + allowed":
    'Sila masukkan nombor telefon pegawai perlindungan data: 7 hingga 15 digit; ruang, sengkang atau + di hadapan dibenarkan',
  'Customer not found': 'Pelanggan tidak ditemui',
  'You can only check your own documents': 'Anda hanya boleh menyemak dokumen anda sendiri',
  'Search must be at most 100 characters': 'Carian tidak boleh melebihi 100 aksara',
  'Status must be active or blacklisted': 'Status mestilah aktif atau disenarai hitam',
  'No Files Selected: Please select at least one file to upload':
    'Tiada Fail Dipilih: Sila pilih sekurang-kurangnya satu fail untuk dimuat naik',
  'Invalid file name': 'Nama fail tidak sah',
  'File not found': 'Fail tidak ditemui',

  // Images and uploads
  'Please upload a JPEG, PNG or WebP image': 'Sila muat naik imej JPEG, PNG atau WebP',
  'The image could not be read. Please upload another photo.': 'Imej tidak dapat dibaca. Sila muat naik foto lain.',
  'The image could not be processed. Please upload another photo.': 'Imej tidak dapat diproses. Sila muat naik foto lain.',
  'The image has too many pixels. Please upload a photo of at most 50 megapixels.':
    'Imej mempunyai terlalu banyak piksel. Sila muat naik foto yang tidak melebihi 50 megapiksel.',
  'Each file must be 10 MB or smaller': 'Setiap fail mestilah tidak melebihi 10 MB',
  'The upload contains a file field that is not expected here': 'Muat naik ini mengandungi medan fail yang tidak dijangka di sini',
  'File too large': 'Fail terlalu besar',
  'Too many files': 'Terlalu banyak fail',
  'Too many parts': 'Terlalu banyak bahagian',
  'Too many fields': 'Terlalu banyak medan',
  'Field name too long': 'Nama medan terlalu panjang',
  'Field value too long': 'Nilai medan terlalu panjang',
  'Field name missing': 'Nama medan tiada',
  'Unexpected field': 'Medan tidak dijangka',
  'Unexpected file field': 'Medan fail tidak dijangka',
  'Multipart: Boundary not found': 'Multipart: Sempadan tidak ditemui',
  'Malformed part header': 'Pengepala bahagian rosak',
  'Unexpected end of form': 'Borang berakhir secara tidak dijangka',
  'Unexpected end of file': 'Fail berakhir secara tidak dijangka',

  // Requests the server cannot read
  'Invalid id': 'ID tidak sah',
  'Text must not contain control or direction-override characters': 'Teks tidak boleh mengandungi aksara kawalan atau aksara penukar arah',
  'Text contains malformed Unicode': 'Teks mengandungi Unicode yang rosak',
  'Text must not contain Unicode non-characters such as U+FFFE or U+FFFF':
    'Teks tidak boleh mengandungi titik kod bukan aksara Unicode seperti U+FFFE atau U+FFFF',
  'Field name': 'Nama medan',
  'Please send the request body as JSON (Content-Type: application/json)':
    'Sila hantar badan permintaan sebagai JSON (Content-Type: application/json)',
  'The request is nested too deeply': 'Permintaan ini bersarang terlalu dalam',
  'Malformed JSON in request body': 'JSON dalam badan permintaan tidak sah',
  'Request body is too large': 'Badan permintaan terlalu besar',
  'Request body is nested too deeply': 'Badan permintaan bersarang terlalu dalam',
  'Request body is not valid UTF-8 text': 'Badan permintaan bukan teks UTF-8 yang sah',
  'Please send the request body as UTF-8': 'Sila hantar badan permintaan sebagai UTF-8',
  'The form has too many fields': 'Borang ini mempunyai terlalu banyak medan',
  'The address contains malformed characters': 'Alamat URL mengandungi aksara yang rosak',
  'Bad Request': 'Permintaan tidak sah',
  'Payload Too Large': 'Kandungan terlalu besar',
  'Unsupported Media Type': 'Jenis media tidak disokong',
  'Record not found': 'Rekod tidak ditemui',
  'A record with the same value already exists': 'Rekod dengan nilai yang sama sudah wujud',
  'Something went wrong on our side. Please try again.': 'Berlaku masalah di pihak kami. Sila cuba lagi.',
  'The service is unavailable right now. Please try again in a minute.':
    'Perkhidmatan tidak tersedia buat masa ini. Sila cuba lagi sebentar lagi.',
  'The database cannot be reached': 'Pangkalan data tidak dapat dihubungi',
  'Redis cannot be reached': 'Redis tidak dapat dihubungi',
  'This server is shutting down': 'Pelayan ini sedang dimatikan',
  'Files cannot be stored or read right now. Please try again in a few minutes.':
    'Fail tidak dapat disimpan atau dibaca buat masa ini. Sila cuba lagi dalam beberapa minit.',

  // Documents (PDF and receipt images)
  'You already have documents being prepared. Please wait for them to finish, then try again.':
    'Dokumen anda sedang disediakan. Sila tunggu sehingga ia siap, kemudian cuba lagi.',
  'Too many documents are being prepared right now. Please try again in a minute.':
    'Terlalu banyak dokumen sedang disediakan sekarang. Sila cuba lagi dalam seminit.',
  'The PDF could not be generated. Please try again.': 'PDF tidak dapat dijana. Sila cuba lagi.',
  'PDFs are not available: the server has no Chromium browser. Please contact the administrator.':
    'PDF tidak tersedia: pelayan tiada pelayar Chromium. Sila hubungi pentadbir.',
  'Sign-in is unavailable right now. Please try again in a minute.':
    'Log masuk tidak tersedia buat masa ini. Sila cuba lagi sebentar lagi.',
  'page must be a whole number': 'Halaman mestilah nombor bulat',
  'page must be 1 or more': 'Halaman mestilah 1 atau lebih',
  'page must be at most 100000': 'Halaman tidak boleh melebihi 100000',
  'limit must be a whole number': 'Had mestilah nombor bulat',
  'limit must be 1 or more': 'Had mestilah 1 atau lebih',
  'limit must be at most 100': 'Had tidak boleh melebihi 100',
  'Amounts can be at most RM 999,999.99': 'Jumlah tidak boleh melebihi RM 999,999.99',

  // Booking requests
  'Please choose a vehicle': 'Sila pilih kenderaan',
  'Start date is required': 'Tarikh ambil diperlukan',
  'End date is required': 'Tarikh pulang diperlukan',
  'Start date must be a date as YYYY-MM-DD': 'Tarikh ambil mestilah tarikh dalam format YYYY-MM-DD',
  'End date must be a date as YYYY-MM-DD': 'Tarikh pulang mestilah tarikh dalam format YYYY-MM-DD',
  'Start date cannot be in the past': 'Tarikh ambil tidak boleh pada tarikh yang telah lepas',
  'End date cannot be before the start date': 'Tarikh pulang tidak boleh sebelum tarikh ambil',
  'Bookings can start at most 365 days from today': 'Tempahan hanya boleh bermula dalam tempoh 365 hari dari hari ini',
  // MAX_RENTAL_DAYS is a setting: {{days}} stands for the number the server wrote.
  'A booking can be at most {{days}} days long': 'Tempahan tidak boleh melebihi {{days}} hari',
  'Message must be text': 'Mesej mestilah teks',
  'Message must be at most 1000 characters': 'Mesej tidak boleh melebihi 1000 aksara',
  'vehicleName must be a string': 'Nama kenderaan mestilah teks',
  'vehicleName must be shorter than or equal to 255 characters': 'Nama kenderaan tidak boleh melebihi 255 aksara',
  'This vehicle is no longer available for those dates. Please choose other dates.':
    'Kenderaan ini tidak lagi tersedia pada tarikh tersebut. Sila pilih tarikh lain.',
  'You already have 5 pending booking requests. Please wait for our reply before requesting more.':
    'Anda sudah mempunyai 5 permohonan tempahan yang sedang menunggu. Sila tunggu jawapan kami sebelum memohon lagi.',
  'Booking request not found': 'Permohonan tempahan tidak ditemui',
  'This request has already been approved': 'Permohonan ini telah pun diluluskan',
  'This request has already been rejected': 'Permohonan ini telah pun ditolak',
  'This request has already been decided': 'Permohonan ini telah pun diputuskan',
  'This vehicle no longer exists': 'Kenderaan ini tidak lagi wujud',
  'Reason must be text': 'Sebab mestilah teks',
  'Reason must be at most 1000 characters': 'Sebab tidak boleh melebihi 1000 aksara',
  'status must be pending, approved, rejected or all': 'Status mestilah pending, approved, rejected atau all',

  // Vehicles
  'Vehicle not found': 'Kenderaan tidak ditemui',
  'Photo not found': 'Foto tidak ditemui',
  'Vehicle name is required': 'Nama kenderaan diperlukan',
  'Vehicle name must be at most 255 characters': 'Nama kenderaan tidak boleh melebihi 255 aksara',
  'Make is required': 'Jenama diperlukan',
  'Make must be at most 100 characters': 'Jenama tidak boleh melebihi 100 aksara',
  'Model is required': 'Model diperlukan',
  'Model must be at most 100 characters': 'Model tidak boleh melebihi 100 aksara',
  'Category is required': 'Kategori diperlukan',
  'Category must be one of: Compact, Hatchback, Sedan, SUV, MPV, Pickup, Van':
    'Kategori mestilah salah satu daripada: Compact, Hatchback, Sedan, SUV, MPV, Pickup, Van',
  'Plate letters must be at most 20 characters': 'Huruf plat tidak boleh melebihi 20 aksara',
  'plateIdentifier must be a string': 'Huruf plat mestilah teks',
  'Colour must be at most 50 characters': 'Warna tidak boleh melebihi 50 aksara',
  'color must be a string': 'Warna mestilah teks',
  'photoUrl must be a string': 'Foto mestilah teks',
  'photoUrl must be shorter than or equal to 255 characters': 'Nama foto tidak boleh melebihi 255 aksara',
  'Mileage limit must be 0 or greater': 'Had perbatuan mestilah 0 atau lebih',
  'Mileage limit must be at most 1,000,000 km': 'Had perbatuan tidak boleh melebihi 1,000,000 km',
  'Daily rate must be an amount such as 120.00': 'Kadar harian mestilah amaun seperti 120.00',
  'Deposit must be an amount such as 200.00': 'Deposit mestilah amaun seperti 200.00',
  'Weekend rate must be an amount such as 180.00': 'Kadar hujung minggu mestilah amaun seperti 180.00',
  'Weekly rate must be an amount such as 110.00': 'Kadar mingguan mestilah amaun seperti 110.00',
  'Monthly rate must be an amount such as 90.00': 'Kadar bulanan mestilah amaun seperti 90.00',
  'isActive must be true or false': 'isActive mestilah true atau false',
  'A vehicle with this name already exists': 'Kenderaan dengan nama ini sudah wujud',
  'This photo is already used by another vehicle. Please upload it again.':
    'Foto ini sudah digunakan oleh kenderaan lain. Sila muat naik semula.',
  'Please choose a photo to upload': 'Sila pilih foto untuk dimuat naik',
  'The photo was not found. Please upload it again.': 'Foto tidak ditemui. Sila muat naik semula.',
  'This vehicle has rentals or bookings, so it was deactivated instead of deleted.':
    'Kenderaan ini mempunyai sewaan atau tempahan, jadi ia dinyahaktifkan dan bukan dipadam.',
  'Vehicle deleted.': 'Kenderaan telah dipadam.',

  // Rentals (staff): list filters, cancel and Mark Returned. 'Return date cannot be before the pickup date' is in
  // vehicles.ts; the reason length and return mileage limits the server shares with the forms are in staff.ts.
  'filter must be ALL, 3days, 7days or 30days': 'Penapis mestilah ALL, 3days, 7days atau 30days',
  'status must be awaiting_agreement, approved, active, completed, cancelled or extension-requested':
    'Status mestilah awaiting_agreement, approved, active, completed, cancelled atau extension-requested',
  'Rental not found': 'Sewaan tidak ditemui',
  'This link is invalid or has expired. Please ask us for a new one.':
    'Pautan ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu daripada kami.',
  'This link is no longer valid. Please contact us if you need a copy of your agreement.':
    'Pautan ini tidak lagi sah. Sila hubungi kami jika anda memerlukan salinan perjanjian anda.',
  "A cancelled rental's agreement cannot be shared by link": 'Perjanjian sewaan yang dibatalkan tidak boleh dikongsi melalui pautan',
  'This customer is blacklisted: their agreement cannot be shared by link':
    'Pelanggan ini disenarai hitam: perjanjian mereka tidak boleh dikongsi melalui pautan',
  'Please give a reason for cancelling': 'Sila berikan sebab pembatalan',
  'This rental is already completed': 'Sewaan ini telah pun selesai',
  'This rental is already cancelled': 'Sewaan ini telah pun dibatalkan',
  'Only an active rental can be marked as returned': 'Hanya sewaan yang aktif boleh ditandakan sebagai dipulangkan',
  'Return date is required': 'Tarikh pulang diperlukan',
  'Return date must be a date as YYYY-MM-DD': 'Tarikh pulang mestilah tarikh dalam format YYYY-MM-DD',
  'Return date cannot be in the future': 'Tarikh pulang tidak boleh pada masa hadapan',
  'Return mileage cannot be less than the mileage at pickup': 'Perbatuan semasa pulang tidak boleh kurang daripada perbatuan semasa ambil',
  'Fuel level must be a whole number from 0 to 8': 'Paras minyak mestilah nombor bulat dari 0 hingga 8',

  // Calendar and manual bookings (staff). 'Start date is required', 'End date is required', the date range rules,
  // 'Customer not found', 'Vehicle not found', 'Please choose a vehicle' and 'Deposit must be an amount such as 200.00' are above.
  'from and to must be dates (YYYY-MM-DD)': 'from dan to mestilah tarikh (YYYY-MM-DD)',
  'to cannot be before from': 'to tidak boleh sebelum from',
  'The range can be at most 62 days': 'Julat tidak boleh melebihi 62 hari',
  'Please choose a customer': 'Sila pilih pelanggan',
  'Pickup time must be a time such as 09:00': 'Masa ambil mestilah masa seperti 09:00',
  'Return time must be a time such as 18:00': 'Masa pulang mestilah masa seperti 18:00',
  'Rental per day must be an amount such as 100.00': 'Sewa sehari mestilah amaun seperti 100.00',
  'Notes must be text': 'Catatan mestilah teks',
  'Notes can be at most 1000 characters': 'Catatan tidak boleh melebihi 1000 aksara',
  'This customer is blacklisted': 'Pelanggan ini telah disenarai hitam',
  'This vehicle is already booked for those dates': 'Kenderaan ini telah pun ditempah pada tarikh tersebut',
  'Booking created': 'Tempahan telah dibuat',

  // Staff accounts and passwords
  'This action name is recorded by the server itself and cannot be sent by the app':
    'Nama tindakan ini direkodkan oleh pelayan sendiri dan tidak boleh dihantar oleh aplikasi',
  'Too many log entries from this account. Please wait a few minutes and try again.':
    'Terlalu banyak catatan log daripada akaun ini. Sila tunggu beberapa minit dan cuba lagi.',
  'Username is required': 'Nama pengguna diperlukan',
  'Username must be at least 3 characters': 'Nama pengguna mestilah sekurang-kurangnya 3 aksara',
  'Username must be at most 50 characters': 'Nama pengguna tidak boleh melebihi 50 aksara',
  'Username must be at most 100 characters': 'Nama pengguna tidak boleh melebihi 100 aksara',
  'Username may contain only letters, digits, dots, dashes and underscores':
    'Nama pengguna hanya boleh mengandungi huruf, digit, titik, sempang dan garis bawah',
  'Password is required': 'Kata laluan diperlukan',
  'Password must be at least 8 characters': 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
  'Password must be at most 200 characters': 'Kata laluan tidak boleh melebihi 200 aksara',
  'Current password is required': 'Kata laluan semasa diperlukan',
  'Current password must be at most 200 characters': 'Kata laluan semasa tidak boleh melebihi 200 aksara',
  'New password is required': 'Kata laluan baharu diperlukan',
  'New password must be at least 8 characters': 'Kata laluan baharu mestilah sekurang-kurangnya 8 aksara',
  'New password must be at most 200 characters': 'Kata laluan baharu tidak boleh melebihi 200 aksara',
  'That username is already taken': 'Nama pengguna itu sudah digunakan',
  'Current password is incorrect': 'Kata laluan semasa tidak betul',
  'The new password must be different from the current one': 'Kata laluan baharu mestilah berbeza daripada kata laluan semasa',
  'That password is published in our documentation. Please choose another':
    'Kata laluan itu tersiar dalam dokumentasi kami. Sila pilih kata laluan lain',
  'Your password was just changed elsewhere. Please sign in again.':
    'Kata laluan anda baru sahaja ditukar di tempat lain. Sila log masuk semula.',

  // Payment settings (the admin's bank details) and the transfer reference.
  'Please enter the bank name (at most 100 characters)': 'Sila masukkan nama bank (paling banyak 100 aksara)',
  "Please enter the account holder's name (at most 100 characters)": 'Sila masukkan nama pemegang akaun (paling banyak 100 aksara)',
  'Please enter the account number: 6 to 20 digits, spaces or dashes allowed':
    'Sila masukkan nombor akaun: 6 hingga 20 digit, ruang atau sempang dibenarkan',
  'This payment reference is already in use. Please go back and open the QR code again.':
    'Rujukan pembayaran ini sudah digunakan. Sila kembali dan buka kod QR sekali lagi.',

  // Booking settings (the admin's turnaround between rentals).
  'The turnaround must be a whole number of hours from 0 to 72': 'Masa sedia mestilah bilangan jam dalam nombor bulat dari 0 hingga 72',

  // Invoices (staff); the other invoice messages are in staffMoney.ts.
  'This Idempotency-Key was already used for a different invoice': 'Idempotency-Key ini telah digunakan untuk invois lain',
};
export default server;
