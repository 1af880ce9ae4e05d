import type { Schema } from '../../../api/types';

/**
 * A customer as the customer sees their own account (sign-in answers, GET /api/customers/me).
 * The IC/passport number arrives masked ("****5678") and no document file names are sent:
 * only staff may see the full number and open the documents.
 */
export type Customer = Schema<'CustomerSelfView'>;

/** A signed-in customer: a bearer token and the customer. */
export type CustomerSession = Schema<'CustomerSessionView'>;

/**
 * With e-mailed sign-in codes on, sign-in and registration answer this instead of a session,
 * the same whether or not the e-mail has an account.
 */
export type SignInCodeSent = Schema<'CodeSentView'>;

/** POST /api/customers/login: a session (codes off, the one-step sign-in) or "code sent". */
export type CustomerLoginResult = CustomerSession | SignInCodeSent;

/** POST /api/customers/register: the new customer (codes off) or "code sent". */
export type RegistrationResult = Customer | SignInCodeSent;

export function isSignInCodeSent(result: unknown): result is SignInCodeSent {
  return typeof result === 'object' && result !== null && 'codeRequired' in result && result.codeRequired === true;
}

/** POST /api/customers/login/verify: the e-mail and the 6 digits it received. */
export type SignInCodeCheck = Schema<'VerifySignInCodeDto'>;
