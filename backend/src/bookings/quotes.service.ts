import { Injectable } from '@nestjs/common';
import { appError } from '../common/errors/app-error';
import { RateLimiter, type RateLimitRule } from '../common/rate-limit/rate-limiter';
import { QuoteDto } from '../pricing/dto/quote.dto';
import { quoteView, type QuoteView } from '../pricing/dto/quote.view';
import { PRICING_ERRORS } from '../pricing/pricing.errors';
import { PricingService } from '../pricing/pricing.service';
import { AvailabilityService } from './availability.service';

/**
 * Enough for a visitor changing dates and add-ons as fast as a screen lets them, across every
 * replica; a script pricing the whole calendar is held back.
 */
export const QUOTE_RULE: RateLimitRule = { limit: 120, windowMs: 60_000 };

/** The price a visitor sees before asking: dates checked as a booking's are, priced by the one price function. */
@Injectable()
export class QuotesService {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly pricing: PricingService,
    private readonly limiter: RateLimiter,
  ) {}

  async quote(dto: QuoteDto, client: string): Promise<QuoteView> {
    if (!(await this.limiter.consume(`quote:${client}`, QUOTE_RULE))) throw appError(PRICING_ERRORS.TOO_MANY_QUOTES);
    this.availability.assertBookableRange(dto.startDate, dto.endDate);
    const price = await this.pricing.price({
      vehicleId: dto.vehicleId,
      startDate: dto.startDate,
      endDate: dto.endDate,
      addOns: dto.addOns ?? [],
      deliveryZoneId: dto.deliveryZoneId ?? null,
    });
    return quoteView(dto.vehicleId, dto.startDate, dto.endDate, price);
  }
}
