import type { MessageTable } from '../../../catalogue';

/** Messages the shared client code writes (network, files, cropping), in Malay. */
const client: MessageTable = {
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
