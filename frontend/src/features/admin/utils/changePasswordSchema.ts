import { z } from 'zod';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../lib/validation';

/** The server's messages (PATCH /api/admin/password), plus the confirmation only the form has. */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  newTooShort: 'New password must be at least 8 characters',
  newTooLong: 'New password must be at most 200 characters',
  sameAsCurrent: 'The new password must be different from the current one',
  /** Only the server knows which passwords are printed in the project's documentation. */
  published: 'That password is published in our documentation. Please choose another',
  mismatch: 'Passwords do not match',
} as const;

const M = CHANGE_PASSWORD_MESSAGES;

/** Passwords are taken as typed: no trimming, since spaces may be part of one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, M.currentRequired),
    newPassword: z.string().min(STAFF_PASSWORD_MIN, M.newTooShort).max(STAFF_PASSWORD_MAX, M.newTooLong),
    confirmPassword: z.string(),
  })
  .refine(({ currentPassword, newPassword }) => !currentPassword || newPassword !== currentPassword, {
    path: ['newPassword'],
    message: M.sameAsCurrent,
  })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
    path: ['confirmPassword'],
    message: M.mismatch,
  });

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The request body: the confirmation stays in the browser. */
export function toChangePasswordBody({ currentPassword, newPassword }: ChangePasswordForm) {
  return { currentPassword, newPassword };
}
