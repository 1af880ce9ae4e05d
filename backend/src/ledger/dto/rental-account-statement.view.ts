import { ApiProperty } from '@nestjs/swagger';
import { fromSen } from '../../common/money/money';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { LEDGER_CATEGORIES, LEDGER_ENTRY_KINDS, LedgerCategory, LedgerEntryKind } from '../rental-ledger';
import { RentalAccountView } from './rental-account.view';

/** One line of a rental's account as written; a correction is its own line pointing at the one it cancels. */
export class LedgerEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: LEDGER_ENTRY_KINDS, enumName: 'LedgerEntryKind' }) kind: LedgerEntryKind;
  @ApiProperty({
    enum: LEDGER_CATEGORIES,
    enumName: 'LedgerCategory',
    nullable: true,
    description: "What a charge is for; on a payment, 'toward_deposit' when it was sent as the deposit",
  })
  category: LedgerCategory | null;
  @ApiProperty({ example: '50.00', description: 'RM; negative on a reversal and on a discount' }) amount: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The entry this one cancels' }) reversesEntryId: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The payment a payment entry records' }) paymentId: number | null;
  @ApiProperty({ description: 'A later entry cancels this one' }) reversed: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The staff member who wrote it; null when the system did' }) recordedBy:
    string | null;
  @ApiProperty({ description: 'Staff attached a photo to this charge (GET .../account/entries/:entryId/photo)' }) hasPhoto: boolean;
  @ApiProperty() createdAt: Date;

  static of(entry: LedgerEntry, reversed: boolean): LedgerEntryView {
    return {
      id: entry.id,
      kind: entry.kind,
      category: entry.category,
      amount: fromSen(entry.amountSen),
      note: entry.note,
      reversesEntryId: entry.reversesEntryId,
      paymentId: entry.paymentId,
      reversed,
      recordedBy: entry.recordedBy,
      hasPhoto: entry.photoKey !== null,
      createdAt: entry.createdAt,
    };
  }
}

/** A rental's account: its totals and every entry, oldest first. */
export class RentalAccountStatementView {
  @ApiProperty() rentalId: number;
  @ApiProperty({ type: RentalAccountView }) account: RentalAccountView;
  @ApiProperty({ type: [LedgerEntryView] }) entries: LedgerEntryView[];
  @ApiProperty({ description: 'The deposit was released or a refund recorded: the settlement statement can be downloaded' })
  settled: boolean;
}
