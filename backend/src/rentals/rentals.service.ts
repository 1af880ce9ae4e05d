import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { RentalView } from './dto/rental.view';
import { Rental } from './entities/rental.entity';

@Injectable()
export class RentalsService {
  constructor(@InjectRepository(Rental) private readonly rentals: Repository<Rental>) {}

  /** Newest first, one page at a time, with the customer's name joined in one query. */
  async listForStaff(query: PaginationQueryDto): Promise<Page<RentalView>> {
    const [rows, total] = await this.rentals.findAndCount({
      relations: { customer: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: rows.map((row) => RentalView.of(row)), total, page: query.page, limit: query.limit };
  }
}
