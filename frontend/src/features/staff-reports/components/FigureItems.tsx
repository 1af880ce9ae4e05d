import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/DetailGrid';
import { formatNumber, formatRM } from '../../../lib/format';
import type { ReportFigures } from '../api/types';
import { formatUtilisation } from '../utils/reportFormat';

/** A car's (or the fleet's) six figures as DetailItems, in the same order on every card and in the totals. */
export function FigureItems({ figures }: { figures: ReportFigures }) {
  const { t } = useTranslation('staffReports');
  return (
    <>
      <DetailItem label={t('figures.booked')}>{formatRM(figures.booked)}</DetailItem>
      <DetailItem label={t('figures.collected')}>{formatRM(figures.collected)}</DetailItem>
      <DetailItem label={t('figures.costs')}>{formatRM(figures.costs)}</DetailItem>
      <DetailItem label={t('figures.profit')}>{formatRM(figures.profit)}</DetailItem>
      <DetailItem label={t('figures.daysRented')}>{formatNumber(figures.daysRented)}</DetailItem>
      <DetailItem label={t('figures.utilisation')}>{formatUtilisation(figures.utilisation)}</DetailItem>
    </>
  );
}
