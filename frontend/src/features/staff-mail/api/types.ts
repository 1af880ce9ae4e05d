import type { Schema } from '../../../api/types';

/** An e-mail in the server's outbox, as GET /api/staff/mail-messages lists it (never its contents). */
export type MailMessage = Schema<'MailMessageView'>;
