import type { MessageTable } from '../../../catalogue';

/**
 * Messages only the customer screens write; the ones the server answers with too are in
 * server.ts, once.
 */
const customers: MessageTable = {
  'IC/Passport number must be at most 64 characters': 'Nombor IC/Pasport tidak boleh melebihi 64 aksara',
  'Upload cancelled': 'Muat naik dibatalkan',
};
export default customers;
