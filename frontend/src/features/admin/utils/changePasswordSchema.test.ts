import { describe, expect, it } from 'vitest';
import { changePasswordSchema, toChangePasswordBody } from './changePasswordSchema';

function errorsFor(values: Record<string, string>): Record<string, string> {
  const result = changePasswordSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('changePasswordSchema (the server messages of PATCH /api/admin/password)', () => {
  it('takes 8 to 200 characters, confirmed and different from the current one', () => {
    expect(errorsFor({ currentPassword: 'admin123', newPassword: '12345678', confirmPassword: '12345678' })).toEqual({});
    const longest = 'x'.repeat(200);
    expect(errorsFor({ currentPassword: 'admin123', newPassword: longest, confirmPassword: longest })).toEqual({});
  });

  it('names every problem', () => {
    expect(errorsFor({ currentPassword: '', newPassword: '1234567', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    const tooLong = 'x'.repeat(201);
    expect(errorsFor({ currentPassword: 'a', newPassword: tooLong, confirmPassword: tooLong })).toEqual({
      newPassword: 'New password must be at most 200 characters',
    });
    expect(errorsFor({ currentPassword: 'admin1234', newPassword: 'admin1234', confirmPassword: 'admin1234' })).toEqual({
      newPassword: 'The new password must be different from the current one',
    });
  });

  it('keeps spaces, which may be part of a password', () => {
    expect(errorsFor({ currentPassword: 'admin123', newPassword: ' spaced out ', confirmPassword: 'spaced out' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sends only the current and the new password', () => {
    expect(toChangePasswordBody({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).toEqual({
      currentPassword: 'a',
      newPassword: 'b',
    });
  });
});
