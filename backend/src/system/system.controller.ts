import { Controller, Get, Inject } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/public.decorator';
import { REDIS_CONNECTION, RedisConnection } from '../common/redis/redis-connection';
import { ShutdownState } from '../common/lifecycle/shutdown-state';
import { FileStorage } from '../common/storage/file-storage';
import { authConfig, businessConfig } from '../config/configuration';
import type { ServiceTaxSettings } from '../config/settings';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { SYSTEM_ERRORS } from './system.errors';
import { appError } from '../common/errors/app-error';

class HealthView {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
}

class ReadinessView {
  @ApiProperty({ example: 'ready' }) status: 'ready';
  @ApiProperty({ example: 'up' }) database: 'up';
  @ApiProperty({ example: 'up', description: 'Uploaded files can be written' }) storage: 'up';
  @ApiProperty({ enum: ['up', 'not configured'], description: 'Shared throttles and schedules (REDIS_URL)' }) redis:
    'up' | 'not configured';
}

/** How prices carry service tax, so the browser's quotes show it as documents will. */
class PublicServiceTaxView {
  @ApiProperty({ description: 'Registered for SST; false: no tax anywhere' }) registered: boolean;
  @ApiProperty({ description: 'Basis points: 800 is 8% (0 when not registered)', minimum: 0, maximum: 10000, example: 800 })
  rateBasisPoints: number;
  @ApiProperty({ description: 'True: prices already contain the tax; false: it is added on top' }) pricesInclude: boolean;
}

/** The business details the browser needs before anyone signs in (header, footer, chat link). */
class PublicConfigView {
  @ApiProperty() businessName: string;
  @ApiProperty() businessPhone: string;
  @ApiProperty() businessWhatsapp: string;
  @ApiProperty() authorTag: string;
  @ApiProperty({ description: 'Printed on invoices and receipts' }) businessAddress: string;
  @ApiProperty({ description: 'Where customers pay (invoices, the payment QR)' }) bankName: string;
  @ApiProperty() bankAccountName: string;
  @ApiProperty() bankAccountNumber: string;
  @ApiProperty({ description: 'Customer sign-in needs the 6-digit code e-mailed to them' }) customerSignInCode: boolean;
  @ApiProperty({ type: PublicServiceTaxView }) serviceTax: PublicServiceTaxView;
}

/** The SST settings without the registration number (documents print that; a quote does not need it). */
function publicServiceTax(settings: ServiceTaxSettings | null): PublicServiceTaxView {
  return settings
    ? { registered: true, rateBasisPoints: settings.rateBasisPoints, pricesInclude: settings.pricesIncludeTax }
    : { registered: false, rateBasisPoints: 0, pricesInclude: true };
}

@ApiTags('system')
@Public()
@Controller()
export class SystemController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisConnection,
    private readonly shutdown: ShutdownState,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly paymentDetails: PaymentDetailsService,
  ) {}

  @Get('health')
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached' })
  async health(): Promise<HealthView> {
    await this.requireDatabase();
    return { status: 'ok', database: 'up' };
  }

  /** Readiness, for a load balancer: this replica can serve (its database and Redis answer, files can be written). */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessView })
  @ApiServiceUnavailableResponse({ description: 'The database or Redis cannot be reached, or files cannot be stored' })
  async ready(): Promise<ReadinessView> {
    // A replica told to stop takes no new work: the balancer moves on while its requests finish.
    if (this.shutdown.draining) throw appError(SYSTEM_ERRORS.SERVER_SHUTTING_DOWN);
    await this.requireDatabase();
    if (!(await this.storage.isWritable())) throw appError(COMMON_ERRORS.STORAGE_UNAVAILABLE);
    const redis = await this.redisState();
    return { status: 'ready', database: 'up', storage: 'up', redis };
  }

  private async redisState(): Promise<ReadinessView['redis']> {
    if (this.redis === null) return 'not configured';
    try {
      await this.redis.ping();
      return 'up';
    } catch {
      throw appError(SYSTEM_ERRORS.REDIS_UNREACHABLE);
    }
  }

  private async requireDatabase(): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw appError(SYSTEM_ERRORS.DATABASE_UNREACHABLE);
    }
  }

  @Get('config')
  @ApiOkResponse({ type: PublicConfigView })
  async publicConfig(): Promise<PublicConfigView> {
    const bank = await this.paymentDetails.bankDetails();
    return {
      businessName: this.business.name,
      businessPhone: this.business.phone,
      businessWhatsapp: this.business.whatsapp,
      authorTag: this.business.authorTag,
      businessAddress: this.business.address,
      ...bank,
      customerSignInCode: this.auth.customerSignInCode,
      serviceTax: publicServiceTax(this.business.serviceTax),
    };
  }
}
