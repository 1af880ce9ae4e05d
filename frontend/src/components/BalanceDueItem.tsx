import { balanceSide } from '../lib/money';
import { formatRM } from '../lib/format';
import { DetailItem } from './DetailGrid';

export interface BalanceDueItemProps {
  /** The account's balance due ("-150.00" when the business owes the customer). */
  balanceDue: string;
  /** The label while the customer owes, and the one once money is owed back to them. */
  labels: { due: string; owedBack: string };
}

/** One figure of a rental's account on every screen that shows it: never a minus sign, always who owes whom. */
export function BalanceDueItem({ balanceDue, labels }: BalanceDueItemProps) {
  const { owedBack, amount } = balanceSide(balanceDue);
  return <DetailItem label={owedBack ? labels.owedBack : labels.due}>{formatRM(amount)}</DetailItem>;
}
