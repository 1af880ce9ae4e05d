import { describe, expect, it } from 'vitest';
import { rentalWizardPath } from '../../../app/paths';
import { parseRentalId } from './routeIds';

describe("the wizard's address", () => {
  it('is /staff/rentals/:id/complete', () => {
    expect(rentalWizardPath(12)).toBe('/staff/rentals/12/complete');
  });

  it('takes strict whole-number ids only', () => {
    expect(parseRentalId('12')).toBe(12);
    for (const bad of [undefined, '', 'abc', '0', '012', '1.5', '-3', '1e3', '99999999999']) expect(parseRentalId(bad)).toBeNull();
  });
});
