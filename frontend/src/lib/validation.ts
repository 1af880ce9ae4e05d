import { z } from 'zod';

/**
 * Username and password, each at least one character (SPEC.md section 5, staff login).
 * Shared by staff login, admin login and the admin's Add Staff form.
 */
export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

export type Credentials = z.infer<typeof credentialsSchema>;
