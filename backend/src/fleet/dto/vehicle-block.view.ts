import { ApiProperty } from '@nestjs/swagger';
import { BLOCK_REASONS, type BlockReason } from '../block-reasons';

/** Days a car is off the road. */
export class VehicleBlockView {
  @ApiProperty() id: number;
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ example: '2026-12-10' }) startDate: string;
  @ApiProperty({ example: '2026-12-11' }) endDate: string;
  @ApiProperty({ enum: BLOCK_REASONS, enumName: 'BlockReason' }) reason: BlockReason;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty() createdBy: string;
  @ApiProperty() createdAt: Date;
}
