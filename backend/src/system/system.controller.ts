import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/public.decorator';
import { FileStorage } from '../common/storage/file-storage';
import { authConfig, businessConfig } from '../config/configuration';

class HealthView {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
}

class ReadinessView {
  @ApiProperty({ example: 'ready' }) status: 'ready';
  @ApiProperty({ example: 'up' }) database: 'up';
  @ApiProperty({ example: 'up', description: 'Uploaded files can be written' }) storage: 'up';
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
}

@ApiTags('system')
@Public()
@Controller()
export class SystemController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  @Get('health')
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached' })
  async health(): Promise<HealthView> {
    await this.requireDatabase();
    return { status: 'ok', database: 'up' };
  }

  /** Readiness, for a load balancer: this replica can serve (its database answers and files can be written). */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessView })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached, or files cannot be stored' })
  async ready(): Promise<ReadinessView> {
    await this.requireDatabase();
    if (!(await this.storage.isWritable())) throw new ServiceUnavailableException('Files cannot be stored right now');
    return { status: 'ready', database: 'up', storage: 'up' };
  }

  private async requireDatabase(): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database cannot be reached');
    }
  }

  @Get('config')
  @ApiOkResponse({ type: PublicConfigView })
  publicConfig(): PublicConfigView {
    return {
      businessName: this.business.name,
      businessPhone: this.business.phone,
      businessWhatsapp: this.business.whatsapp,
      authorTag: this.business.authorTag,
      businessAddress: this.business.address,
      bankName: this.business.bankName,
      bankAccountName: this.business.bankAccountName,
      bankAccountNumber: this.business.bankAccountNumber,
      customerSignInCode: this.auth.customerSignInCode,
    };
  }
}
