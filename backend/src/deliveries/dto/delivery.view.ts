import { ApiProperty } from '@nestjs/swagger';
import { Delivery } from '../entities/delivery.entity';

export class DeliveryView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null once the staff account is removed' }) staffId: number | null;
  @ApiProperty() staffName: string;
  @ApiProperty({ nullable: true, type: Number, description: 'null once the vehicle is deleted' }) vehicleId: number | null;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDelivered: string;
  @ApiProperty() deliveryTime: Date;
  @ApiProperty() fromLocation: string;
  @ApiProperty() toLocation: string;
  @ApiProperty({ example: '42.50' }) totalKm: string;
  @ApiProperty({ example: '12.50' }) miscExpense: string;
  @ApiProperty() createdAt: Date;

  static of(delivery: Delivery): DeliveryView {
    return {
      id: delivery.id,
      staffId: delivery.staffId,
      staffName: delivery.staffName,
      vehicleId: delivery.vehicleId,
      vehicleDelivered: delivery.vehicleDelivered,
      deliveryTime: delivery.deliveryTime,
      fromLocation: delivery.fromLocation,
      toLocation: delivery.toLocation,
      totalKm: delivery.totalKm,
      miscExpense: delivery.miscExpense,
      createdAt: delivery.createdAt,
    };
  }
}

/** The answer to deleting a delivery. */
export class DeliveryDeletedView {
  @ApiProperty({ enum: [true], example: true }) success: true;
}

export class DeliveryTotalsView {
  @ApiProperty() count: number;
  @ApiProperty({ example: '123.45' }) totalKm: string;
  @ApiProperty({ example: '67.80' }) miscExpense: string;
}

export class DeliveryPageView {
  @ApiProperty({ type: [DeliveryView] }) items: DeliveryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ type: DeliveryTotalsView, description: 'Over the whole date range, not only this page' }) totals: DeliveryTotalsView;
}
