import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CustomerDocumentsService } from './customer-documents.service';
import { CustomerAccounts } from './customer-accounts';
import { CustomerExportService } from './customer-export.service';
import { CustomerDataExportService } from './customer-data-export.service';
import { AccountDeletionService } from './account-deletion.service';
import { CustomerSessionsController } from './customer-sessions.controller';
import { CustomerSessionsService } from './customer-sessions.service';
import { CustomerSignInService } from './customer-sign-in.service';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';
import { Customer } from './entities/customer.entity';
import { SignInCode } from './entities/sign-in-code.entity';
import { SignInCodesService } from './sign-in-codes.service';
import { StaffCustomersController } from './staff-customers.controller';
import { StaffCustomersService } from './staff-customers.service';
import { UnconfirmedRegistrationsSweeper } from './unconfirmed-registrations.sweeper';
import { DocumentRetention } from './document-retention';

@Module({
  imports: [TypeOrmModule.forFeature([Customer, SignInCode]), NotificationsModule, AuthModule],
  controllers: [CustomerSessionsController, CustomersController, StaffCustomersController],
  providers: [
    CustomersService,
    CustomerDocumentsService,
    StaffCustomersService,
    CustomerExportService,
    CustomerDataExportService,
    AccountDeletionService,
    SignInCodesService,
    CustomerSignInService,
    CustomerSessionsService,
    CustomerAccounts,
    UnconfirmedRegistrationsSweeper,
    DocumentRetention,
  ],
  exports: [CustomersService],
})
export class CustomersModule {}
