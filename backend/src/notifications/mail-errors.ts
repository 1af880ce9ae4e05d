import { MAIL_ERROR_LENGTH } from './entities/mail-message.entity';

/**
 * The reason an attempt failed, fit for the staff list: one line, bounded, and without the SMTP
 * URL or any user:password@ part that a mail library may have copied into its message.
 */
export function describeMailError(error: unknown, smtpUrl: string | null): string {
  let text = error instanceof Error ? error.message : String(error);
  if (smtpUrl) text = text.split(smtpUrl).join('[SMTP_URL]');
  text = text
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1[credentials]@')
    .replace(/\s+/g, ' ')
    .trim();
  const limit = MAIL_ERROR_LENGTH;
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text || 'Unknown error';
}
