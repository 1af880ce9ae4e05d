/** An e-mail in the server's outbox, as GET /api/staff/mail-messages lists it (never its contents). */
export interface MailMessage {
  id: number;
  recipient: string;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
