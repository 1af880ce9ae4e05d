import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
/** The server's own message for a code that is not 6 digits. */
export const SIGN_IN_CODE_MESSAGE = 'Please enter the 6-digit code from your e-mail';

/** Customer login: an e-mail only (customers have no password). */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(INVALID_EMAIL_MESSAGE)),
});

export type CustomerLogin = z.infer<typeof loginSchema>;

/**
 * The second step when codes are on: 6 digits. Spaces and dashes are dropped first, because
 * a code copied from an e-mail or read out as "042 917" should still work.
 */
export const signInCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/[\s-]+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, SIGN_IN_CODE_MESSAGE)),
});

export type SignInCodeInput = z.input<typeof signInCodeSchema>;
export type SignInCodeValues = z.output<typeof signInCodeSchema>;
