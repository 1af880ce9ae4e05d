import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { StaffMember } from './entities/staff-member.entity';
import { StaffAccounts } from './staff-accounts';
import { StaffSessionsController } from './staff-sessions.controller';
import { StaffSessionsService } from './staff-sessions.service';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffMember]), AuthModule],
  controllers: [StaffSessionsController, StaffController],
  providers: [StaffService, StaffSessionsService, StaffAccounts],
  exports: [StaffService, StaffSessionsService],
})
export class StaffModule {}
