import { ApiProperty } from '@nestjs/swagger';
import { toSen } from '../../common/money/money';
import { AccountSummary } from '../rental-account';

/** A rental's account as every screen shows it, each figure derived from its ledger entries (RM). */
export class RentalAccountView implements AccountSummary {
  @ApiProperty({ example: '465.00', description: 'Everything charged for the rental, discounts taken off' }) charges: string;
  @ApiProperty({ example: '200.00', description: 'The deposit asked, less what was kept from it' }) deposit: string;
  @ApiProperty({ example: '665.00', description: 'Money received for the rental' }) paid: string;
  @ApiProperty({ example: '0.00', description: 'Money given back' }) refunded: string;
  @ApiProperty({
    example: '0.00',
    description: 'What the customer still owes (charges and deposit, less payments, plus refunds); below zero the business owes them',
  })
  balanceDue: string;
  @ApiProperty({ example: '200.00', description: 'The part of the deposit covered by money received' }) depositHeld: string;
  @ApiProperty({
    example: '200.00',
    description:
      'What the customer gets back when the account is settled: money kept beyond the charges (the deposit held, any overpayment)',
  })
  refundable: string;
}

/** Nothing is owed on the account any more. */
export function isSettledUp(account: Pick<AccountSummary, 'balanceDue'>): boolean {
  return toSen(account.balanceDue) <= 0;
}
