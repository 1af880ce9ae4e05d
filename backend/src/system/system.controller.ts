import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/public.decorator';
import { authConfig, businessConfig } from '../config/configuration';

class HealthView {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
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
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  @Get('health')
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached' })
  async health(): Promise<HealthView> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database cannot be reached');
    }
    return { status: 'ok', database: 'up' };
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
