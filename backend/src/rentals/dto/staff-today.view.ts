import { ApiProperty } from '@nestjs/swagger';
import { ExpiringComplianceGroup } from '../../fleet/dto/compliance.view';
import { RENTAL_ACTIONS, RENTAL_STATUSES, RentalAction, RentalStatus } from '../rental-lifecycle';

/** One rental on the staff's Today screen: enough for its card, with no second lookup. */
export class TodayRentalView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: RENTAL_STATUSES }) status: RentalStatus;
  @ApiProperty({ example: 'Perodua Myvi - WXY', description: "The car's display name (make model - plate)" }) vehicleDisplayName: string;
  @ApiProperty({ nullable: true, type: String, example: 'WXY', description: "The car's plate letters; null when the fleet has none" })
  plate: string | null;
  @ApiProperty() customerName: string;
  @ApiProperty({ nullable: true, type: String, description: "The customer's phone, to call from the car park" }) customerPhone:
    string | null;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '09:00' }) pickupTime: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty({ example: '18:00' }) returnTime: string;
  @ApiProperty({ example: '120.00', description: "What the rental's account still asks of the customer" }) balanceDue: string;
  @ApiProperty({ description: 'Nothing is left to pay on the account' }) paid: boolean;
  @ApiProperty({ enum: RENTAL_ACTIONS, isArray: true, description: 'The moves staff may make on the rental now' })
  actions: RentalAction[];
}

/** A pending booking request on the Today screen. */
export class TodayRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ nullable: true, type: String, example: 'WXY' }) plate: string | null;
  @ApiProperty() customerName: string;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty({ description: 'When the customer asked' }) createdAt: Date;
  @ApiProperty({ description: 'A verified payment came with the request' }) paid: boolean;
}

export class TodayRentalGroup {
  @ApiProperty({ description: 'Every rental in the group; items holds the first of them only' }) total: number;
  @ApiProperty({ type: [TodayRentalView] }) items: TodayRentalView[];
}

export class TodayRequestGroup {
  @ApiProperty() total: number;
  @ApiProperty({ type: [TodayRequestView] }) items: TodayRequestView[];
}

/** The staff's day in Kuala Lumpur: what to hand over, take back, chase and decide. */
export class StaffTodayView {
  @ApiProperty({ example: '2026-12-01', description: 'Today in Kuala Lumpur' }) today: string;
  @ApiProperty({ example: '2026-12-02' }) tomorrow: string;
  @ApiProperty({ description: 'How many items each group lists at most' }) limit: number;
  @ApiProperty({ type: TodayRentalGroup, description: 'Cars to be collected today or tomorrow, soonest first' }) pickups: TodayRentalGroup;
  @ApiProperty({ type: TodayRentalGroup, description: 'Cars out that are due back today and not yet overdue' }) returns: TodayRentalGroup;
  @ApiProperty({ type: TodayRentalGroup, description: 'Cars still out past their return time, longest overdue first' })
  overdue: TodayRentalGroup;
  @ApiProperty({ type: TodayRequestGroup, description: 'Booking requests waiting for a decision, oldest first' })
  requests: TodayRequestGroup;
  @ApiProperty({
    type: TodayRentalGroup,
    description: 'Rentals holding a car (booked or out) whose account still shows a balance due, soonest pickup first',
  })
  balances: TodayRentalGroup;
  @ApiProperty({
    type: ExpiringComplianceGroup,
    description: 'Road tax, insurance, inspection and permit dates that lapse within 30 days or already have, soonest first',
  })
  compliance: ExpiringComplianceGroup;
}
