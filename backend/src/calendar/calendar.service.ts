import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Rental } from '../rentals/entities/rental.entity';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { calendarRangeProblem } from './calendar-range';
import { CalendarItemView, CalendarVehicleView, CalendarView } from './dto/calendar.view';

@Injectable()
export class CalendarService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rentals on the calendar for [from, to] and the legend's vehicles. */
  async forRange(from: string, to: string): Promise<CalendarView> {
    const problem = calendarRangeProblem(from, to);
    if (problem) throw new BadRequestException(problem);
    const [items, vehicles] = await Promise.all([this.items(from, to), this.activeVehicles()]);
    return { items, vehicles };
  }

  /**
   * Every rental holding a day of [from, to] except cancelled ones (completed ones stay, shown
   * apart), customer and vehicle joined: ONE range query on the (vehicleId, startDate, endDate)
   * rows, only the columns the calendar shows.
   */
  private async items(from: string, to: string): Promise<CalendarItemView[]> {
    const rows = await this.dataSource
      .getRepository(Rental)
      .createQueryBuilder('rental')
      .leftJoin('rental.customer', 'customer')
      .leftJoin('rental.vehicleRecord', 'car')
      .select(['rental.id', 'rental.vehicleId', 'rental.vehicle', 'rental.customerId', 'rental.startDate', 'rental.endDate', 'rental.status'])
      .addSelect(['customer.id', 'customer.fullName'])
      .addSelect(['car.id', 'car.name', 'car.make', 'car.model', 'car.plateIdentifier'])
      .where('rental.startDate <= :to', { to })
      .andWhere('rental.endDate >= :from', { from })
      .andWhere('rental.status <> :cancelled', { cancelled: 'cancelled' })
      .orderBy('rental.startDate', 'ASC')
      .addOrderBy('rental.id', 'ASC')
      .getMany();
    return rows.map((rental) => ({
      id: rental.id,
      vehicleId: rental.vehicleId,
      vehicle: rental.vehicleRecord ? vehicleDisplayName(rental.vehicleRecord) : rental.vehicle,
      customerId: rental.customerId,
      customerName: rental.customer?.fullName ?? 'Unknown',
      startDate: rental.startDate,
      endDate: rental.endDate,
      status: rental.status,
    }));
  }

  /** The legend: active vehicles by id, so each keeps its colour (palette[index % 30]) from month to month. */
  private async activeVehicles(): Promise<CalendarVehicleView[]> {
    const vehicles = await this.dataSource.getRepository(Vehicle).find({
      select: { id: true, name: true, make: true, model: true, plateIdentifier: true },
      where: { isActive: true },
      order: { id: 'ASC' },
    });
    return vehicles.map((vehicle) => ({ id: vehicle.id, displayName: vehicleDisplayName(vehicle) }));
  }
}
