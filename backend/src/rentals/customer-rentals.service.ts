import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { findPage } from '../common/pagination/find-page';
import { CustomerReview } from '../loyalty/entities/customer-review.entity';
import { CustomerRentalView, RentalReviewSummary } from './dto/customer-rental.view';
import { Rental } from './entities/rental.entity';
import { accountSummary, accountTotals } from '../ledger/rental-account';
import { EMPTY_TOTALS } from '../ledger/rental-ledger';
import { settledRentalIds } from '../ledger/settlement/settled-accounts';
import { RENTAL_VEHICLE_NAME_JOIN } from './rental-vehicle-name';
import { returnInspectionStates } from '../returns/return-inspection-states';

/** My Bookings' rentals: only the signed-in customer's, newest first, a page at a time. */
@Injectable()
export class CustomerRentalsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listMine(customerId: number, query: PaginationQueryDto): Promise<Page<CustomerRentalView>> {
    const [rows, total] = await findPage(this.dataSource.getRepository(Rental), {
      where: { customerId },
      joined: RENTAL_VEHICLE_NAME_JOIN,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    const ids = rows.map((row) => row.id);
    const [accounts, reviews, settled, inspected] = await Promise.all([
      accountTotals(this.dataSource.manager, ids),
      this.reviews(ids),
      settledRentalIds(this.dataSource.manager, ids),
      returnInspectionStates(this.dataSource.manager, ids),
    ]);
    return {
      items: rows.map((row) =>
        CustomerRentalView.of(
          row,
          accountSummary(accounts.get(row.id) ?? EMPTY_TOTALS),
          reviews.get(row.id) ?? null,
          settled.has(row.id),
          inspected.get(row.id) === 'finalized',
        ),
      ),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /** The page's reviews by rental id, in one query. */
  private async reviews(rentalIds: number[]): Promise<Map<number, RentalReviewSummary>> {
    if (rentalIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(CustomerReview)
      .find({ select: { id: true, rentalId: true, rating: true }, where: { rentalId: In(rentalIds) } });
    return new Map(rows.map((row) => [row.rentalId as number, { id: row.id, rating: row.rating }]));
  }
}
