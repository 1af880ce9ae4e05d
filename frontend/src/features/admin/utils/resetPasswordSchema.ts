import { z } from 'zod';
import { newStaffSchema } from '../../../lib/validation';

/** Reset Password: the Add Staff password rule, with the server's messages (taken as typed, no trimming). */
export const resetPasswordSchema = z.object({
  newPassword: newStaffSchema.shape.password,
});

export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export const EMPTY_RESET_PASSWORD: ResetPasswordForm = { newPassword: '' };
