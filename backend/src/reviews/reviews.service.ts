import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { Page, skipFor } from '../common/pagination/pagination';
import { CustomerReview } from '../loyalty/entities/customer-review.entity';
import { insertUnlessDuplicate } from '../loyalty/insert-unless-duplicate';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { Rental } from '../rentals/entities/rental.entity';
import { RETURNED } from '../rentals/rental-lifecycle';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { StaffReviewQueryDto, VehicleReviewQueryDto } from './dto/review-query.dto';
import { PublicReviewView, ReviewView, StaffReviewView, VehicleReviewsView } from './dto/review.view';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { REVIEW_ERRORS } from './reviews.errors';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { appError } from '../common/errors/app-error';

export const RENTAL_NOT_FOUND_MESSAGE = RENTAL_ERRORS.RENTAL_NOT_FOUND.message;

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loyalty: LoyaltyService,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /**
   * One review per completed rental of the customer's. The unique rentalId index decides between
   * parallel posts (an INSERT that ignores the duplicate): one is written, the others get 409.
   * The activity and the first-review badge go in the same transaction.
   */
  async create(customerId: number, dto: CreateReviewDto): Promise<ReviewView> {
    const reviewId = await inTransaction(this.dataSource, async (manager) => {
      const rental = await manager.findOneBy(Rental, { id: dto.rentalId, customerId });
      if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
      // Only a car that came back can be reviewed.
      if (!RETURNED.includes(rental.status)) throw appError(REVIEW_ERRORS.RENTAL_NOT_COMPLETED);
      const values = {
        customerId,
        rentalId: rental.id,
        rating: dto.rating,
        reviewText: dto.reviewText ?? null,
        isPublic: dto.isPublic ?? true,
      };
      if (!(await insertUnlessDuplicate(manager, CustomerReview, values))) throw appError(REVIEW_ERRORS.ALREADY_REVIEWED);
      const review = await manager.findOneByOrFail(CustomerReview, { rentalId: rental.id });
      await this.loyalty.reviewPosted(manager, review);
      return review.id;
    });
    return ReviewView.of(await this.dataSource.getRepository(CustomerReview).findOneByOrFail({ id: reviewId }));
  }

  /** The vehicle's public reviews that staff have not hidden, newest first, with their average and count. */
  async listForVehicle(vehicleId: number, query: VehicleReviewQueryDto): Promise<VehicleReviewsView> {
    if (!(await this.dataSource.getRepository(Vehicle).existsBy({ id: vehicleId }))) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
    const visible = () =>
      this.dataSource
        .getRepository(CustomerReview)
        .createQueryBuilder('review')
        .innerJoin('review.rental', 'rental')
        .where('rental.vehicleId = :vehicleId', { vehicleId })
        .andWhere('review.isPublic = :isPublic', { isPublic: true })
        .andWhere('review.isHidden = :isHidden', { isHidden: false });
    const [rows, totals] = await Promise.all([
      visible()
        .leftJoinAndSelect('review.customer', 'customer')
        .orderBy('review.createdAt', 'DESC')
        .addOrderBy('review.id', 'DESC')
        .offset(skipFor(query))
        .limit(query.limit)
        .getMany(),
      visible()
        .select('COUNT(review.id)', 'count')
        .addSelect('SUM(review.rating)', 'ratingSum')
        .getRawOne<{ count: string | number; ratingSum: string | number | null }>(),
    ]);
    const count = Number(totals?.count ?? 0);
    // Whole-number sum and count; rounded once, to one decimal.
    const averageRating = count > 0 ? Math.round((Number(totals?.ratingSum ?? 0) * 10) / count) / 10 : null;
    return { averageRating, count, items: rows.map((row) => PublicReviewView.of(row)), total: count, page: query.page, limit: query.limit };
  }

  /** Every review, newest first, optionally of one vehicle's rentals. */
  async listForStaff(query: StaffReviewQueryDto): Promise<Page<StaffReviewView>> {
    const builder = this.dataSource
      .getRepository(CustomerReview)
      .createQueryBuilder('review')
      .leftJoinAndSelect('review.customer', 'customer')
      .leftJoinAndSelect('review.rental', 'rental')
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(skipFor(query))
      .take(query.limit);
    if (query.vehicleId !== undefined) builder.where('rental.vehicleId = :vehicleId', { vehicleId: query.vehicleId });
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => StaffReviewView.of(row)), total, page: query.page, limit: query.limit };
  }

  /** Hide or show again in ONE conditional UPDATE, logged with it; a repeat is 409. */
  async setHidden(id: number, isHidden: boolean, actor: AuthUser): Promise<StaffReviewView> {
    await inTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(CustomerReview, { id, isHidden: !isHidden }, { isHidden });
      if (!result.affected) {
        if (!(await manager.existsBy(CustomerReview, { id }))) throw appError(REVIEW_ERRORS.REVIEW_NOT_FOUND);
        throw appError(isHidden ? REVIEW_ERRORS.REVIEW_ALREADY_HIDDEN : REVIEW_ERRORS.REVIEW_ALREADY_SHOWN);
      }
      const review = await manager.findOneByOrFail(CustomerReview, { id });
      await this.staffLogs.record(manager, actor, {
        action: isHidden ? 'review_hidden' : 'review_shown',
        targetType: 'review',
        targetId: id,
        details: { rentalId: review.rentalId, customerId: review.customerId, rating: review.rating },
      });
    });
    const review = await this.dataSource
      .getRepository(CustomerReview)
      .findOneOrFail({ where: { id }, relations: { customer: true, rental: true } });
    return StaffReviewView.of(review);
  }
}
