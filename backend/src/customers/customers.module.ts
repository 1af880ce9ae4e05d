import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerExportService } from './customer-export.service';
import { CustomersController } from './customers.controller';
import { CustomerDocumentsService } from './customer-documents.service';
import { CustomersService } from './customers.service';
import { Customer } from './entities/customer.entity';
import { StaffCustomersController } from './staff-customers.controller';
import { StaffCustomersService } from './staff-customers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Customer])],
  controllers: [CustomersController, StaffCustomersController],
  providers: [CustomersService, CustomerDocumentsService, StaffCustomersService, CustomerExportService],
  exports: [CustomersService],
})
export class CustomersModule {}
