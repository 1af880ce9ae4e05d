import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { CustomerRentalView } from './dto/customer-rental.view';
import { Rental } from './entities/rental.entity';
import { paidAmounts } from './paid-amounts';

/** My Bookings' rentals: only the signed-in customer's, newest first, a page at a time. */
@Injectable()
export class CustomerRentalsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listMine(customerId: number, query: PaginationQueryDto): Promise<Page<CustomerRentalView>> {
    const [rows, total] = await this.dataSource.getRepository(Rental).findAndCount({
      where: { customerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    const paid = await paidAmounts(this.dataSource.manager, rows.map((row) => row.id));
    return { items: rows.map((row) => CustomerRentalView.of(row, paid.get(row.id))), total, page: query.page, limit: query.limit };
  }
}
