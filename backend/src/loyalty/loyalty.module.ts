import { Global, Module } from '@nestjs/common';
import { LoyaltyService } from './loyalty.service';

/** One loyalty service for every module that moves points (payments now; returns, badges and tiers next). */
@Global()
@Module({ providers: [LoyaltyService], exports: [LoyaltyService] })
export class LoyaltyModule {}
