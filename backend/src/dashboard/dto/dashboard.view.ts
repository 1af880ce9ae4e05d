import { ApiProperty } from '@nestjs/swagger';
import { ExpiringComplianceGroup } from '../../fleet/dto/compliance.view';
import { RentalView } from '../../rentals/dto/rental.view';

class CustomerCounts {
  @ApiProperty() total: number;
  @ApiProperty() active: number;
}

class DailyRevenue {
  @ApiProperty({ example: '2026-11-22' }) date: string;
  @ApiProperty({ example: '560.00' }) revenue: string;
}

/** Every figure of the staff Dashboard tab, in Kuala Lumpur days; money as "123.45" strings. */
export class DashboardView {
  @ApiProperty({ example: '2026-11-22' }) today: string;
  @ApiProperty({ description: 'Started in the last 7 days (today included) and active or completed' }) rentedThisWeek: number;
  @ApiProperty({ description: 'Booked: sum of grandTotal of active and completed rentals' }) totalRevenue: string;
  @ApiProperty({ example: '1250.00', description: 'Collected: every completed payment, less the refunds given' }) collectedRevenue: string;
  @ApiProperty({
    description: 'Active vehicles not out with a customer (no rental of theirs on the road: active, or waiting on an extension decision)',
  })
  availableCars: number;
  @ApiProperty({ description: 'Rentals not cancelled whose account still shows a balance due' })
  invoicesToCollect: number;
  @ApiProperty({ description: 'Rentals on the road (active, or waiting on an extension decision) whose dates include today' })
  activeToday: number;
  @ApiProperty() pendingRequests: number;
  @ApiProperty({ type: CustomerCounts }) customers: CustomerCounts;
  @ApiProperty({ description: 'grandTotal of the rentals counted in rentedThisWeek' }) weekRevenue: string;
  @ApiProperty({ description: 'completed / (completed + on the road), percent, one decimal' }) completionRate: number;
  @ApiProperty() extensionRequests: number;
  @ApiProperty({ description: 'rentals on the road / active vehicles, percent, one decimal' }) utilization: number;
  @ApiProperty({ type: [RentalView] }) recentRentals: RentalView[];
  @ApiProperty({ type: [String], description: 'Days of the current month covered by rentals on the road' }) activeRentalDays: string[];
  @ApiProperty({ type: [DailyRevenue], description: 'Last 30 days, oldest first, by rental start date' }) revenueByDay: DailyRevenue[];
  @ApiProperty({ description: 'Rentals overdue now: cars still out past their return date and time' }) overdueCount: number;
  @ApiProperty({ type: [RentalView], description: 'The 10 longest overdue of them, longest first' })
  overdueRentals: RentalView[];
  @ApiProperty({
    type: ExpiringComplianceGroup,
    description: 'Road tax, insurance, inspection and permit dates lapsing within 30 days or lapsed: the 10 soonest, and how many in all',
  })
  compliance: ExpiringComplianceGroup;
}
