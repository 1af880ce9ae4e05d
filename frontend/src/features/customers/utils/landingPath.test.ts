import { describe, expect, it } from 'vitest';
import { customerLandingPath } from './landingPath';

describe('customerLandingPath', () => {
  it('goes to /payment and clears the value when it was stored', () => {
    expect(customerLandingPath('/payment')).toEqual({ path: '/payment', clearRedirect: true });
  });

  it("returns to the car and dates 'Login & Book' remembered, and clears the value", () => {
    expect(customerLandingPath('/vehicles?vehicle=3&start=2026-12-01&end=2026-12-03')).toEqual({
      path: '/vehicles?vehicle=3&start=2026-12-01&end=2026-12-03',
      clearRedirect: true,
    });
  });

  it.each([
    null,
    '',
    '/vehicles',
    '/staff',
    '/payment/other',
    'https://evil.example/payment',
    '/vehicles?x=<script>',
    '//evil.example/vehicles?x=1',
  ])('goes to the fleet for %j and leaves it alone', (stored) => {
    expect(customerLandingPath(stored)).toEqual({ path: '/vehicles', clearRedirect: false });
  });
});
