import { reviewerName } from './reviewer-name';

describe('reviewerName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(reviewerName('Siti Nurhaliza Tan')).toBe('Siti T.');
    expect(reviewerName('  ahmad   bin ali ')).toBe('ahmad A.');
  });

  it('keeps a single name and names nobody as Customer', () => {
    expect(reviewerName('Siti')).toBe('Siti');
    expect(reviewerName('   ')).toBe('Customer');
  });
});
