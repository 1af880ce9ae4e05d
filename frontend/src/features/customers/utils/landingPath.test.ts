import { describe, expect, it } from 'vitest';
import { customerLandingPath } from './landingPath';

describe('customerLandingPath (SPEC.md section 2)', () => {
  it('goes to /payment and clears the value when it was stored', () => {
    expect(customerLandingPath('/payment')).toEqual({ path: '/payment', clearRedirect: true });
  });

  it.each([null, '', '/vehicles', '/staff', '/payment/other', 'https://evil.example/payment'])(
    'goes to the fleet for %j and leaves it alone',
    (stored) => {
      expect(customerLandingPath(stored)).toEqual({ path: '/vehicles', clearRedirect: false });
    },
  );
});
