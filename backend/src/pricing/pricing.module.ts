import { Module } from '@nestjs/common';
import { PricingService } from './pricing.service';

/** The rate plans, seasons, add-ons and delivery zones, and the service that prices a rental from them. */
@Module({
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingModule {}
