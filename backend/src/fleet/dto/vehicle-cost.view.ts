import { ApiProperty } from '@nestjs/swagger';
import { COST_CATEGORIES, type CostCategory } from '../cost-categories';

export class VehicleCostView {
  @ApiProperty() id: number;
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: '2026-11-20' }) incurredOn: string;
  @ApiProperty({ example: '350.00' }) amount: string;
  @ApiProperty({ enum: COST_CATEGORIES, enumName: 'CostCategory' }) category: CostCategory;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ description: 'A picture of the receipt was uploaded' }) hasReceipt: boolean;
  @ApiProperty() recordedBy: string;
  @ApiProperty() createdAt: Date;
}

export class VehicleCostPageView {
  @ApiProperty({ type: [VehicleCostView] }) items: VehicleCostView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ example: '1250.00', description: 'Every cost of the car, summed in SQL' }) totalAmount: string;
}
