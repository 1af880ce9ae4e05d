import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { mailConfig, redisConfig } from '../config/configuration';
import { BullMqMailScheduler } from './bullmq-mail-scheduler';
import { LocalMailScheduler } from './local-mail-scheduler';
import { MailBudget } from './mail-budget';
import { MailDelivery } from './mail-delivery';
import { MailOutboxPoller } from './mail-outbox-poller';
import { MailScheduler } from './mail-scheduler';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { StaffMailController } from './staff-mail.controller';
import { StaffMailLimit } from './staff-mail-limit';
import { StaffMailService } from './staff-mail.service';

/** StaffLogsService and FileStorage come from global modules. */
@Module({
  controllers: [StaffMailController],
  providers: [
    MailService,
    MailBudget,
    MailTransport,
    MailDelivery,
    MailOutboxPoller,
    StaffMailService,
    StaffMailLimit,
    {
      provide: MailScheduler,
      inject: [MailDelivery, redisConfig.KEY, mailConfig.KEY],
      useFactory: (delivery: MailDelivery, redis: ConfigType<typeof redisConfig>, mail: ConfigType<typeof mailConfig>): MailScheduler =>
        redis.url ? new BullMqMailScheduler(delivery, { ...redis, url: redis.url }, mail) : new LocalMailScheduler(delivery),
    },
  ],
  exports: [MailService, MailBudget, StaffMailLimit],
})
export class NotificationsModule {}
