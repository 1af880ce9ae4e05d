import { Module } from '@nestjs/common';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { StaffReviewsController } from './staff-reviews.controller';

/** LoyaltyService and StaffLogsService come from global modules. */
@Module({ controllers: [ReviewsController, StaffReviewsController], providers: [ReviewsService] })
export class ReviewsModule {}
