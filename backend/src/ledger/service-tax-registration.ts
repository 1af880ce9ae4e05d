import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { businessConfig } from '../config/configuration';
import { useServiceTax } from './rental-account';

/** Gives this app's ledger the business's SST settings before it serves anything. */
@Injectable()
export class ServiceTaxRegistration implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  onModuleInit(): void {
    useServiceTax(this.dataSource, this.business.serviceTax);
  }
}
