import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup-scheduler';

@Module({ providers: [BackupScheduler], exports: [BackupScheduler] })
export class BackupsModule {}
