import { describe, expect, it } from 'vitest';
import { backTargetFor } from './paths';

describe('backTargetFor (SPEC.md section 2 back rules)', () => {
  it.each([
    ['/login', '/'],
    ['/register', '/'],
    ['/staff-login', '/'],
    ['/admin', '/'],
    ['/vehicles', '/login'],
    ['/vehicles/', '/login'],
    ['/my-bookings', '/vehicles'],
    ['/staff', '/staff-login'],
    ['/staff/rentals/4/complete', '/staff-login'],
    ['/payment', '/'],
    ['/no-such-page', '/'],
  ])('back from %s goes to %s', (path, target) => {
    expect(backTargetFor(path)).toBe(target);
  });

  it('has no back button on the home screen', () => {
    expect(backTargetFor('/')).toBeNull();
  });
});
