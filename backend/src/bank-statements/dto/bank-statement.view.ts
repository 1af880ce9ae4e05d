import { ApiProperty } from '@nestjs/swagger';
import { fromSen } from '../../common/money/money';
import { PAYMENT_STATUSES, PaymentStatus } from '../../payments/entities/payment.entity';
import { BankStatementLine, STATEMENT_LINE_STATUSES, StatementLineStatus } from '../entities/bank-statement-line.entity';
import { STATEMENT_LAYOUTS, STATEMENT_PRESETS, StatementColumns, StatementLayout, StatementPreset } from '../statement-columns';

/** The headers the import reads, as the statement's header row writes them. */
export class StatementColumnsView implements StatementColumns {
  @ApiProperty({ example: 'Entry Date' }) date: string;
  @ApiProperty({ example: 'Transaction Description' }) description: string;
  @ApiProperty({ nullable: true, type: String, description: 'A second text column read with the description' }) reference: string | null;
  @ApiProperty({ example: 'Transaction Amount', description: 'Money in; a withdrawal (negative or blank) is skipped' }) amount: string;
}

export class StatementPresetView {
  @ApiProperty({ enum: STATEMENT_PRESETS, enumName: 'StatementPreset' }) layout: StatementPreset;
  @ApiProperty({ type: StatementColumnsView }) columns: StatementColumnsView;
}

/** The layout statements are read with (remembered for the business), and the banks' presets to choose from. */
export class StatementSettingsView {
  @ApiProperty({ enum: STATEMENT_LAYOUTS, enumName: 'StatementLayout', nullable: true, description: 'Null until staff choose one' })
  layout: StatementLayout | null;
  @ApiProperty({ type: StatementColumnsView, nullable: true }) columns: StatementColumnsView | null;
  @ApiProperty({ type: [StatementPresetView] }) presets: StatementPresetView[];
  @ApiProperty({ example: 10, description: 'The largest file taken, in MB' }) maxMegabytes: number;
  @ApiProperty({ example: 20000, description: 'The most lines one file may have' }) maxLines: number;
}

/** What one upload did. Importing the same statement again stores nothing: newLines 0, no import id. */
export class StatementImportView {
  @ApiProperty({ nullable: true, type: Number, description: 'Null when the file added no line' }) importId: number | null;
  @ApiProperty({ description: 'Credits stored by this upload' }) newLines: number;
  @ApiProperty({ description: 'Credits an earlier upload had stored already' }) duplicateLines: number;
  @ApiProperty({ description: 'Rows that are no credit: withdrawals, blank or zero amounts, totals' }) skippedLines: number;
  @ApiProperty({ description: "New lines carrying a pending payment's reference and amount, waiting for staff to confirm" })
  proposedMatches: number;
}

/** The payment proposed for a line (or completed from it). */
export class StatementLinePaymentView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: String, example: 'PAY-7QX2M9ABK4TD' }) transactionId: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'RCP-2026-000123' }) receiptNumber: string | null;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ description: "'Unknown' when the customer record is missing" }) customerName: string;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
}

/** One credit of an imported statement. Expects `matchedPayment` and its `customer` loaded when set. */
export class StatementLineView {
  @ApiProperty() id: number;
  @ApiProperty() importId: number;
  @ApiProperty({ example: '2026-11-26', description: 'The day the bank booked it' }) lineDate: string;
  @ApiProperty({ description: 'As the bank wrote it: plain text, never a formula' }) description: string;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({ enum: STATEMENT_LINE_STATUSES, enumName: 'StatementLineStatus' }) status: StatementLineStatus;
  @ApiProperty({ type: StatementLinePaymentView, nullable: true }) matchedPayment: StatementLinePaymentView | null;
  @ApiProperty({ nullable: true, type: String }) decidedBy: string | null;
  @ApiProperty({ nullable: true, type: Date }) decidedAt: Date | null;
  @ApiProperty() createdAt: Date;

  static of(line: BankStatementLine): StatementLineView {
    const payment = line.matchedPayment ?? null;
    return {
      id: line.id,
      importId: line.importId,
      lineDate: line.lineDate,
      description: line.description,
      amount: fromSen(line.amountSen),
      status: line.status,
      matchedPayment: payment && {
        id: payment.id,
        transactionId: payment.transactionId,
        receiptNumber: payment.receiptNumber,
        amount: payment.amount,
        paymentStatus: payment.paymentStatus,
        customerName: payment.customer?.fullName ?? 'Unknown',
        rentalId: payment.rentalId,
      },
      decidedBy: line.decidedBy,
      decidedAt: line.decidedAt,
      createdAt: line.createdAt,
    };
  }
}

export class StatementLinePageView {
  @ApiProperty({ type: [StatementLineView] }) items: StatementLineView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
