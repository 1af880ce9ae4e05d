import { ApiProperty } from '@nestjs/swagger';
import { RENTAL_STATUSES, type RentalStatus } from '../../rentals/rental-lifecycle';
import { ROAD_CHARGE_STATUSES, SUMMONS_ISSUERS, type RoadChargeStatus, type SummonsIssuer } from '../../road-charges/road-charge-states';

/** What a car (or the fleet) did over some days; money as RM decimal strings, like every other view. */
export class ReportFiguresView {
  @ApiProperty({ example: 21, description: 'Calendar days a rental had the car (pickup and return days included)' }) daysRented: number;
  @ApiProperty({ example: 67.7, description: 'Days rented out of the days available, in percent to one decimal' }) utilisation: number;
  @ApiProperty({ example: '2400.00', description: 'Charges of rentals starting in the range, net of discounts, without SST' })
  booked: string;
  @ApiProperty({ example: '2150.00', description: 'Payments less refunds put on its rentals in the range' }) collected: string;
  @ApiProperty({ example: '350.00', description: 'Its recorded costs in the range' }) costs: string;
  @ApiProperty({ example: '2050.00', description: 'Booked less costs' }) profit: string;
}

export class ReportMonthView extends ReportFiguresView {
  @ApiProperty({ example: '2026-11' }) month: string;
}

export class VehicleReportRowView extends ReportFiguresView {
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY', description: 'The name the car goes by on every screen (make model - plate)' })
  displayName: string;
  @ApiProperty({ nullable: true, type: String, example: 'WXY' }) plateIdentifier: string | null;
  @ApiProperty({ description: 'Still in the fleet' }) isActive: boolean;
}

export class VehicleReportView {
  @ApiProperty({ example: '2026-01-01' }) from: string;
  @ApiProperty({ example: '2026-12-31' }) to: string;
  @ApiProperty({ example: 365 }) days: number;
  @ApiProperty({ nullable: true, type: Number, description: 'The one car asked for, or null for the whole fleet' }) vehicleId:
    number | null;
  @ApiProperty({ type: ReportFiguresView, description: "The fleet's (or the car's) figures over the whole range" })
  totals: ReportFiguresView;
  @ApiProperty({ type: [ReportMonthView], description: 'Each month of the range in order, months without figures included' })
  months: ReportMonthView[];
  @ApiProperty({ type: [VehicleReportRowView], description: 'One page of cars, most profitable first' }) items: VehicleReportRowView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class CustomerBalanceView {
  @ApiProperty() customerId: number;
  @ApiProperty({ example: 'Aisyah binti Rahman' }) fullName: string;
  @ApiProperty({ example: '012-345 6789' }) phone: string;
  @ApiProperty({ example: 2, description: 'Their rentals in the range that still owe something' }) rentals: number;
  @ApiProperty({ example: '480.00' }) outstanding: string;
  @ApiProperty({ example: '2026-10-04', description: 'The earliest end date among those rentals' }) oldestEndDate: string;
}

export class BalancesReportView {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ type: [CustomerBalanceView], description: 'Largest balance first' }) items: CustomerBalanceView[];
  @ApiProperty({ description: 'Customers who owe something' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ example: '5230.00', description: 'What all of them owe together' }) outstanding: string;
}

export class HeldMoneyView {
  @ApiProperty() rentalId: number;
  @ApiProperty() customerId: number;
  @ApiProperty() customerName: string;
  @ApiProperty() vehicle: string;
  @ApiProperty({ enum: RENTAL_STATUSES }) status: RentalStatus;
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
  @ApiProperty({ example: '200.00', description: 'Deposit money held on a rental still running' }) depositHeld: string;
  @ApiProperty({ example: '0.00', description: 'Money to give back on a rental that is over (returned or cancelled)' })
  refundDue: string;
}

export class DepositsReportView {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ type: [HeldMoneyView], description: 'By end date, earliest first' }) items: HeldMoneyView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ example: '1200.00' }) depositHeld: string;
  @ApiProperty({ example: '350.00' }) refundDue: string;
}

export class OpenSummonsView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-02T03:15:00.000Z' }) occurredAt: Date;
  @ApiProperty({ example: 'WXY 1234' }) plate: string;
  @ApiProperty() place: string;
  @ApiProperty({ enum: SUMMONS_ISSUERS, enumName: 'SummonsIssuer', nullable: true }) issuer: SummonsIssuer | null;
  @ApiProperty({ nullable: true, type: String }) noticeNumber: string | null;
  @ApiProperty({ enum: ROAD_CHARGE_STATUSES, enumName: 'RoadChargeStatus' }) status: RoadChargeStatus;
  @ApiProperty({ example: '150.00', description: 'The fine and the admin fee' }) amount: string;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
}

export class SummonsesReportView {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ type: [OpenSummonsView], description: 'Unmatched, charged or disputed summonses, latest first' }) items: OpenSummonsView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ example: '900.00' }) amount: string;
}
