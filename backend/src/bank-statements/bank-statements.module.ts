import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { BankStatementsController } from './bank-statements.controller';
import { BankStatementsService } from './bank-statements.service';
import { StatementColumnsService } from './statement-columns.service';

/** Bank statements matched to payments by their reference; StaffLogsService comes from a global module. */
@Module({
  imports: [PaymentsModule],
  controllers: [BankStatementsController],
  providers: [BankStatementsService, StatementColumnsService],
})
export class BankStatementsModule {}
