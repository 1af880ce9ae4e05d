import { ApiProperty } from '@nestjs/swagger';
import { CustomerView } from './customer.view';

export class ReuploadView {
  @ApiProperty({ example: ['icPassport', 'utilityBill'] }) updatedDocuments: string[];
  @ApiProperty({ type: CustomerView }) customer: CustomerView;
}

export class CustomerPageView {
  @ApiProperty({ type: [CustomerView] }) items: CustomerView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
