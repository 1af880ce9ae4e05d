import { Module } from '@nestjs/common';
import { ConfigModule, ConfigType } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CalendarModule } from './calendar/calendar.module';
import { LifecycleModule } from './common/lifecycle/lifecycle.module';
import { LoggingModule } from './common/logging/logging.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { ReadCacheModule } from './common/read-cache/read-cache.module';
import { RedisModule } from './common/redis/redis.module';
import { StorageModule } from './common/storage/storage.module';
import { CustomersModule } from './customers/customers.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { InvoicesModule } from './invoices/invoices.module';
import { LoyaltyModule } from './loyalty/loyalty.module';
import { PaymentsModule } from './payments/payments.module';
import { BankStatementsModule } from './bank-statements/bank-statements.module';
import { PdfModule } from './pdf/pdf.module';
import { allConfigs, appConfig, dbConfig } from './config/configuration';
import { buildDataSourceOptions } from './database/data-source-options';
import { DatabaseBootstrap } from './database/database-bootstrap';
import { RentalsModule } from './rentals/rentals.module';
import { LedgerModule } from './ledger/ledger.module';
import { PricingModule } from './pricing/pricing.module';
import { ReturnsModule } from './returns/returns.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SettingsModule } from './settings/settings.module';
import { StaffLogsModule } from './staff-logs/staff-logs.module';
import { StaffModule } from './staff/staff.module';
import { VehiclesModule } from './vehicles/vehicles.module';
import { RoadChargesModule } from './road-charges/road-charges.module';
import { FleetModule } from './fleet/fleet.module';
import { ReportsModule } from './reports/reports.module';
import { BackupsModule } from './backups/backups.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SystemController } from './system/system.controller';

@Module({
  imports: [
    // Settings are validated in main.ts before Nest starts; .env is loaded there too.
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
    LoggingModule,
    LifecycleModule,
    TypeOrmModule.forRootAsync({
      inject: [dbConfig.KEY],
      useFactory: (db: ConfigType<typeof dbConfig>) => {
        if (db.type === 'sqlite') mkdirSync(dirname(db.database), { recursive: true });
        return buildDataSourceOptions(db);
      },
    }),
    ThrottlerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (settings: ConfigType<typeof appConfig>) => ({
        throttlers: [{ ttl: 60_000, limit: settings.loginRateLimitPerMinute }],
        errorMessage: 'Too many requests from your connection. Please wait a minute and try again.',
      }),
    }),
    RedisModule,
    RateLimitModule,
    ReadCacheModule,
    StorageModule,
    PdfModule,
    LoyaltyModule,
    AuthModule,
    AdminModule,
    StaffModule,
    CustomersModule,
    VehiclesModule,
    RentalsModule,
    LedgerModule,
    PaymentsModule,
    BankStatementsModule,
    CalendarModule,
    StaffLogsModule,
    SettingsModule,
    DashboardModule,
    InvoicesModule,
    ReviewsModule,
    DeliveriesModule,
    RoadChargesModule,
    FleetModule,
    BackupsModule,
    ReportsModule,
    PrivacyModule,
    ReturnsModule,
    PricingModule,
  ],
  controllers: [SystemController],
  providers: [DatabaseBootstrap],
})
export class AppModule {}
