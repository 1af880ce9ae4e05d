import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { ServiceTax } from '../../../lib/serviceTax';
import { quoteRental } from '../utils/priceQuote';
import { PriceSummary } from './PriceSummary';

const myvi = { dailyRate: '120.00', deposit: '200.00' };
const threeDays = { startDate: '2026-12-01', endDate: '2026-12-04' };

function renderSummary(serviceTax: ServiceTax | null) {
  const quote = quoteRental(myvi, threeDays, serviceTax);
  if (!quote) throw new Error('no quote');
  render(<PriceSummary quote={quote} />);
  return screen.getByRole('group', { name: /price estimate|anggaran harga/i });
}

describe('PriceSummary', () => {
  it('shows the tax the price contains, the total unchanged, when prices include SST', () => {
    const summary = renderSummary({ registered: true, rateBasisPoints: 800, pricesInclude: true });
    expect(summary).toHaveTextContent('incl. SST 8%: RM 26.67');
    expect(summary).toHaveTextContent('Estimated totalRM 560.00');
  });

  it('adds an SST line and puts it in the estimated total when prices exclude it', () => {
    const summary = renderSummary({ registered: true, rateBasisPoints: 800, pricesInclude: false });
    expect(summary).toHaveTextContent('= RM 560.00');
    expect(summary).toHaveTextContent('SST 8%: RM 28.80');
    expect(summary).not.toHaveTextContent('incl.');
    expect(summary).toHaveTextContent('Estimated totalRM 588.80');
  });

  it('shows no tax when the business is not registered', () => {
    const summary = renderSummary({ registered: false, rateBasisPoints: 0, pricesInclude: true });
    expect(summary).not.toHaveTextContent('SST');
    expect(summary).toHaveTextContent('Estimated totalRM 560.00');
  });

  it('says it in Malay', async () => {
    await i18n.changeLanguage('ms');
    const summary = renderSummary({ registered: true, rateBasisPoints: 800, pricesInclude: true });
    expect(summary).toHaveTextContent('termasuk SST 8%: RM 26.67');
    expect(summary).toHaveTextContent('Anggaran jumlahRM 560.00');
  });
});
