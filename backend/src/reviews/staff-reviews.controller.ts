import { Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { StaffReviewQueryDto } from './dto/review-query.dto';
import { StaffReviewPageView, StaffReviewView } from './dto/review.view';
import { ReviewsService } from './reviews.service';

@ApiTags('staff: reviews')
@Auth('staff')
@Controller('staff/reviews')
export class StaffReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOkResponse({ type: StaffReviewPageView, description: 'Newest first' })
  list(@Query() query: StaffReviewQueryDto): Promise<Page<StaffReviewView>> {
    return this.reviews.listForStaff(query);
  }

  @Patch(':id/hide')
  @ApiOkResponse({ type: StaffReviewView })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'This review is already hidden.' })
  hide(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StaffReviewView> {
    return this.reviews.setHidden(id, true, user);
  }

  @Patch(':id/show')
  @ApiOkResponse({ type: StaffReviewView })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'This review is already shown.' })
  show(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StaffReviewView> {
    return this.reviews.setHidden(id, false, user);
  }
}
