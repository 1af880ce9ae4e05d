import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';

/** Customer login: an e-mail only (SPEC.md section 5). */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(INVALID_EMAIL_MESSAGE)),
});

export type CustomerLogin = z.infer<typeof loginSchema>;
