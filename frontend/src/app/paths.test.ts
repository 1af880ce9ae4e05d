import { describe, expect, it } from 'vitest';
import { backTargetFor, signedInDestinationFor } from './paths';

describe("backTargetFor (the header's back rules)", () => {
  it.each([
    ['/login', '/'],
    ['/register', '/'],
    ['/staff-login', '/'],
    ['/admin', '/'],
    ['/vehicles', '/login'],
    ['/vehicles/', '/login'],
    ['/my-bookings', '/vehicles'],
    ['/account', '/vehicles'],
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

  it('never leads someone signed in back to a sign-in form', () => {
    expect(backTargetFor('/vehicles', { customer: true, staff: false })).toBe('/');
    expect(backTargetFor('/staff', { customer: false, staff: true })).toBe('/');
    expect(backTargetFor('/my-bookings', { customer: true, staff: false })).toBe('/vehicles');
    expect(backTargetFor('/account', { customer: true, staff: false })).toBe('/vehicles');
  });
});

describe('signedInDestinationFor', () => {
  it('sends a signed-in customer past /login and /register, and staff past /staff-login', () => {
    const customer = { customer: true, staff: false };
    const staff = { customer: false, staff: true };
    expect(signedInDestinationFor('/login', customer)).toBe('/vehicles');
    expect(signedInDestinationFor('/register', customer)).toBe('/vehicles');
    expect(signedInDestinationFor('/staff-login', staff)).toBe('/staff');
    expect(signedInDestinationFor('/staff-login', customer)).toBeNull();
    expect(signedInDestinationFor('/login', staff)).toBeNull();
    expect(signedInDestinationFor('/login', { customer: false, staff: false })).toBeNull();
  });
});
