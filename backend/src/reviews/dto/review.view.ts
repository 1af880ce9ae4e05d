import { ApiProperty } from '@nestjs/swagger';
import { CustomerReview } from '../../loyalty/entities/customer-review.entity';
import { reviewerName } from '../reviewer-name';

/** The review as its author gets it back. */
export class ReviewView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ nullable: true, type: String }) reviewText: string | null;
  @ApiProperty() isPublic: boolean;
  @ApiProperty() createdAt: Date;

  static of(review: CustomerReview): ReviewView {
    return {
      id: review.id,
      rentalId: review.rentalId,
      rating: review.rating,
      reviewText: review.reviewText,
      isPublic: review.isPublic,
      createdAt: review.createdAt,
    };
  }
}

/** A public review on the vehicle's page: the reviewer as first name and initial only. */
export class PublicReviewView {
  @ApiProperty() id: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ nullable: true, type: String }) reviewText: string | null;
  @ApiProperty({ example: 'Siti T.' }) reviewerName: string;
  @ApiProperty() createdAt: Date;

  /** Expects `customer` loaded. */
  static of(review: CustomerReview): PublicReviewView {
    return {
      id: review.id,
      rating: review.rating,
      reviewText: review.reviewText,
      reviewerName: reviewerName(review.customer?.fullName ?? ''),
      createdAt: review.createdAt,
    };
  }
}

export class VehicleReviewsView {
  @ApiProperty({ nullable: true, type: Number, example: 4.5, description: 'One decimal; null without reviews' }) averageRating:
    number | null;
  @ApiProperty({ description: 'How many public reviews there are' }) count: number;
  @ApiProperty({ type: [PublicReviewView] }) items: PublicReviewView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

/** A review as staff moderate it. */
export class StaffReviewView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ nullable: true, type: Number }) vehicleId: number | null;
  @ApiProperty({ nullable: true, type: String }) vehicleName: string | null;
  @ApiProperty() customerId: number;
  @ApiProperty() customerName: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ nullable: true, type: String }) reviewText: string | null;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ description: "Hidden by staff from the vehicle's page" }) isHidden: boolean;
  @ApiProperty() createdAt: Date;

  /** Expects `customer` and `rental` loaded when they exist. */
  static of(review: CustomerReview): StaffReviewView {
    return {
      id: review.id,
      rentalId: review.rentalId,
      vehicleId: review.rental?.vehicleId ?? null,
      vehicleName: review.rental?.vehicle ?? null,
      customerId: review.customerId,
      customerName: review.customer?.fullName ?? 'Unknown',
      rating: review.rating,
      reviewText: review.reviewText,
      isPublic: review.isPublic,
      isHidden: review.isHidden,
      createdAt: review.createdAt,
    };
  }
}

export class StaffReviewPageView {
  @ApiProperty({ type: [StaffReviewView] }) items: StaffReviewView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
