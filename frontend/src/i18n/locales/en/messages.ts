import type { MessageTable } from '../../catalogue';

/**
 * English messages are their own keys: the server and the validation schemas already speak
 * English, so this table is empty and a lookup falls back to the text itself.
 */
const messages: MessageTable = {};
export default messages;
