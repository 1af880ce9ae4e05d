import type { MessageTable } from '../../../catalogue';

/** The customers screens' validation messages (their zod schemas' English) in Malay. */
const customers: MessageTable = {
  // Sign-in (customers/utils/loginSchema.ts)
  'Please enter a valid email': 'Sila masukkan alamat e-mel yang sah',
  'Please enter the 6-digit code from your e-mail': 'Sila masukkan kod 6 digit daripada e-mel anda',
  // Registration (customers/utils/registrationSchema.ts), the same texts the server answers with
  'Full name is required': 'Nama penuh diperlukan',
  'Full name must be at most 255 characters': 'Nama penuh tidak boleh melebihi 255 aksara',
  'Please enter a valid phone number': 'Sila masukkan nombor telefon yang sah',
  'Please enter your complete address': 'Sila masukkan alamat lengkap anda',
  'Address must be at most 500 characters': 'Alamat tidak boleh melebihi 500 aksara',
  'IC/Passport number is required': 'Nombor IC/Pasport diperlukan',
  'IC/Passport number must be at most 64 characters': 'Nombor IC/Pasport tidak boleh melebihi 64 aksara',
  'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)':
    'Sila masukkan nombor MyKad yang sah (cth. 900101-14-5678) atau nombor pasport (6-12 huruf dan digit)',
  'Social media handle must be at most 255 characters': 'Akaun media sosial tidak boleh melebihi 255 aksara',
  'Please upload a JPEG, PNG or WebP image': 'Sila muat naik imej JPEG, PNG atau WebP',
  'Each file must be 10 MB or smaller': 'Setiap fail mestilah 10 MB atau lebih kecil',
  'Please upload your IC/Passport image': 'Sila muat naik imej IC/Pasport anda',
  "Please upload your driver's license image": 'Sila muat naik imej lesen memandu anda',
  'Please upload your utility bill image': 'Sila muat naik imej bil utiliti anda',
  // lib/validation.ts's text rule, which registration applies to every text field
  'Text must not contain control or direction-override characters':
    'Teks tidak boleh mengandungi aksara kawalan atau aksara penukar arah',
  'Text contains malformed Unicode': 'Teks mengandungi Unicode yang rosak',
  // The server's field message registration places under the e-mail
  'An account with this email already exists': 'Akaun dengan e-mel ini sudah wujud',
  // The labels of the server's per-file messages ("Driver's license: ..."), translated on their own
  'IC/Passport': 'IC/Pasport',
  "Driver's license": 'Lesen memandu',
  'Utility bill': 'Bil utiliti',
  'Upload cancelled': 'Muat naik dibatalkan',
};
export default customers;
