import { Module } from '@nestjs/common';
import { MailBudget } from './mail-budget';
import { MailService } from './mail.service';

@Module({
  providers: [MailService, MailBudget],
  exports: [MailService, MailBudget],
})
export class NotificationsModule {}
