import { sendFormWithProgress, type SendFormOptions } from '../../../lib/sendFormWithProgress';
import type { RegistrationResult } from './types';

const REGISTER_URL = '/api/customers/register';

/**
 * POST /api/customers/register as multipart/form-data, with upload progress (three photos from
 * a phone can take a while on mobile data). Resolves with the new customer, or with "code sent"
 * when the account waits for its e-mailed code; rejects with a FormSendError whose message is
 * the server's and whose serverMessages can be put on the form's fields.
 */
export function registerCustomer(form: FormData, options: SendFormOptions = {}): Promise<RegistrationResult> {
  return sendFormWithProgress<RegistrationResult>(REGISTER_URL, form, options);
}
