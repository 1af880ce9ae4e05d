import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invoice } from './entities/invoice.entity';
import { StaffInvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/** StaffLogsService and PdfRenderer come from global modules. */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice])],
  controllers: [StaffInvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
