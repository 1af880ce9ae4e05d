import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { ActivityPageView, ActivityView, LoyaltyView, TierView } from './dto/loyalty.view';
import { LoyaltyService } from './loyalty.service';

/** The customer's My Account loyalty card and history, and the public tier table. */
@ApiTags('loyalty')
@Controller()
export class LoyaltyController {
  constructor(private readonly loyalty: LoyaltyService) {}

  @Get('customers/me/loyalty')
  @Auth('customer')
  @ApiOkResponse({ type: LoyaltyView })
  mine(@CurrentUser() user: AuthUser): Promise<LoyaltyView> {
    return this.loyalty.summary(user.id);
  }

  @Get('customers/me/activity')
  @Auth('customer')
  @ApiOkResponse({ type: ActivityPageView, description: 'Newest first' })
  activity(@CurrentUser() user: AuthUser, @Query() query: PaginationQueryDto): Promise<Page<ActivityView>> {
    return this.loyalty.activity(user.id, query);
  }

  @Get('loyalty/tiers')
  @Public()
  @ApiOkResponse({ type: [TierView], description: 'Lowest first' })
  async tiers(): Promise<TierView[]> {
    return (await this.loyalty.tiers()).map((tier) => TierView.of(tier));
  }
}
