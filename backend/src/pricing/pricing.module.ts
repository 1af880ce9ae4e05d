import { Module } from '@nestjs/common';
import { PricingService } from './pricing.service';
import { PricingCatalogueController, RatePlansController } from './rate-plans.controller';
import { RatePlansService } from './rate-plans.service';

/** The rate plans, seasons, add-ons and delivery zones, and the service that prices a rental from them. */
@Module({
  controllers: [PricingCatalogueController, RatePlansController],
  providers: [PricingService, RatePlansService],
  exports: [PricingService],
})
export class PricingModule {}
