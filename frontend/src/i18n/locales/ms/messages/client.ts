import type { MessageTable } from '../../../catalogue';

/** The client's validation messages (zod schemas, SPEC.md's texts) in Malay. */
const client: MessageTable = {
  'Username is required': 'Nama pengguna diperlukan',
  'Password is required': 'Kata laluan diperlukan',
  'Text must not contain control or direction-override characters': 'Teks tidak boleh mengandungi aksara kawalan atau aksara penukar arah',
  'Text contains malformed Unicode': 'Teks mengandungi Unicode yang rosak',
  'This browser cannot crop images.': 'Pelayar ini tidak dapat memotong imej.',
  'The cropped photo could not be made.': 'Foto yang dipotong tidak dapat dihasilkan.',
  'Network error': 'Ralat rangkaian',
  'Something went wrong. Please try again.': 'Sesuatu tidak kena. Sila cuba lagi.',
  'Something went wrong': 'Sesuatu tidak kena',
  'Authentication required': 'Pengesahan diperlukan',
  'Invalid file URL': 'URL fail tidak sah',
  'File URL is required': 'URL fail diperlukan',
};
export default client;
