import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { Customer } from '../customers/entities/customer.entity';
import { MailService } from '../notifications/mail.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { AvailabilityService } from './availability.service';
import { BookingRequestView } from './dto/booking-request.view';
import { CreateBookingRequestDto } from './dto/create-booking-request.dto';
import { BookingRequest } from './entities/booking-request.entity';

export const DATES_TAKEN_MESSAGE = 'This vehicle is no longer available for those dates. Please choose other dates.';

@Injectable()
export class BookingRequestsService {
  constructor(
    @InjectRepository(BookingRequest) private readonly requests: Repository<BookingRequest>,
    @InjectRepository(Vehicle) private readonly vehicles: Repository<Vehicle>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly availability: AvailabilityService,
    private readonly mail: MailService,
  ) {}

  /**
   * A customer's request for dates that are still free. Pending requests do not hold the car
   * (staff approval does, under a lock), so a plain check is enough here. The confirmation
   * e-mail is sent after the request is saved; if mail fails, the request stays.
   */
  async create(user: AuthUser, dto: CreateBookingRequestDto): Promise<BookingRequestView> {
    this.availability.assertBookableRange(dto.startDate, dto.endDate);
    const vehicle = await this.vehicles.findOneBy({ id: dto.vehicleId, isActive: true });
    if (!vehicle) throw new NotFoundException('Vehicle not found');
    const conflicts = await this.availability.conflicts(this.requests.manager, vehicle.id, dto.startDate, dto.endDate);
    if (conflicts.length > 0) throw new ConflictException(DATES_TAKEN_MESSAGE);

    const saved = await this.requests.save(
      this.requests.create({
        customerId: user.id,
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        startDate: dto.startDate,
        endDate: dto.endDate,
        customerMessage: dto.customerMessage ?? null,
      }),
    );
    saved.vehicle = vehicle;
    const view = BookingRequestView.of(saved);
    if (await this.sendConfirmation(user.id, view, vehicle)) {
      await this.requests.update(saved.id, { emailSent: true });
    }
    return view;
  }

  async listMine(customerId: number, query: PaginationQueryDto): Promise<Page<BookingRequestView>> {
    const [rows, total] = await this.requests.findAndCount({
      where: { customerId },
      relations: { vehicle: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: rows.map((row) => BookingRequestView.of(row)), total, page: query.page, limit: query.limit };
  }

  private async sendConfirmation(customerId: number, request: BookingRequestView, vehicle: Vehicle): Promise<boolean> {
    const customer = await this.customers.findOneByOrFail({ id: customerId });
    return this.mail.send({
      to: customer.email,
      subject: `Booking request #${request.id} received: ${request.vehicleDisplayName}`,
      template: 'booking-request-received',
      context: {
        customerName: customer.fullName,
        requestId: request.id,
        vehicleName: request.vehicleDisplayName,
        startDate: request.startDate,
        endDate: request.endDate,
        totalDays: request.totalDays,
        dailyRate: vehicle.dailyRate,
        deposit: vehicle.deposit,
        estimatedTotal: request.estimatedTotal,
        customerMessage: request.customerMessage,
      },
    });
  }
}
