import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { CreateReviewDto } from './dto/create-review.dto';
import { VehicleReviewQueryDto } from './dto/review-query.dto';
import { ReviewView, VehicleReviewsView } from './dto/review.view';
import { ReviewsService } from './reviews.service';

/** Customers review their completed rentals; everyone reads a vehicle's public reviews. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('customer-reviews')
  @Auth('customer')
  @ApiCreatedResponse({ type: ReviewView })
  @ApiBadRequestResponse({ description: 'Rating not a whole number from 1 to 5, text over 1000 characters, or a bad rentalId' })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours)' })
  @ApiConflictResponse({ description: 'The rental is not completed, or you already reviewed it' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReviewDto): Promise<ReviewView> {
    return this.reviews.create(user.id, dto);
  }

  @Get('vehicles/:id/reviews')
  @Public()
  @ApiOkResponse({ type: VehicleReviewsView })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  forVehicle(@Param('id', ParseIdPipe) id: number, @Query() query: VehicleReviewQueryDto): Promise<VehicleReviewsView> {
    return this.reviews.listForVehicle(id, query);
  }
}
