import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../config/configuration';
import { appError } from '../common/errors/app-error';
import { RateLimiter, type RateLimitRule } from '../common/rate-limit/rate-limiter';
import { QuoteDto } from '../pricing/dto/quote.dto';
import { quoteView, type QuoteView } from '../pricing/dto/quote.view';
import { PRICING_ERRORS } from '../pricing/pricing.errors';
import { PricingService } from '../pricing/pricing.service';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, PUBLIC_ANSWERS } from '../common/read-cache/fresh-read-cache';
import { AvailabilityService } from './availability.service';

/**
 * QUOTE_RATE_LIMIT a minute (120 unless set): enough for a visitor changing dates and add-ons as
 * fast as a screen lets them, across every replica; a script pricing the whole calendar is held back.
 */
const quoteRule = (perMinute: number): RateLimitRule => ({ limit: perMinute, windowMs: 60_000 });

/** The price a visitor sees before asking: dates checked as a booking's are, priced by the one price function. */
@Injectable()
export class QuotesService {
  private readonly answers: FreshReadCache;

  constructor(
    @Inject(appConfig.KEY) private readonly settings: ConfigType<typeof appConfig>,
    private readonly availability: AvailabilityService,
    private readonly pricing: PricingService,
    private readonly limiter: RateLimiter,
    writes: DataWrites,
  ) {
    // A visitor going back and forth between dates and extras asks the same prices again; any
    // write (a plan edit, a car's new rate) ends every kept answer, as for availability.
    this.answers = new FreshReadCache(writes, PUBLIC_ANSWERS);
  }

  async quote(dto: QuoteDto, client: string): Promise<QuoteView> {
    if (!(await this.limiter.consume(`quote:${client}`, quoteRule(this.settings.quoteRateLimitPerMinute))))
      throw appError(PRICING_ERRORS.TOO_MANY_QUOTES);
    this.availability.assertBookableRange(dto.startDate, dto.endDate);
    const addOns = [...(dto.addOns ?? [])].sort((a, b) => a.addOnId - b.addOnId);
    const deliveryZoneId = dto.deliveryZoneId ?? null;
    const key = `quote:${dto.vehicleId}:${dto.startDate}:${dto.endDate}:${addOns.map((choice) => `${choice.addOnId}x${choice.quantity}`).join(',')}:${deliveryZoneId}`;
    return this.answers.read(key, async () => {
      const price = await this.pricing.price({
        vehicleId: dto.vehicleId,
        startDate: dto.startDate,
        endDate: dto.endDate,
        addOns,
        deliveryZoneId,
      });
      return quoteView(dto.vehicleId, dto.startDate, dto.endDate, price);
    });
  }
}
