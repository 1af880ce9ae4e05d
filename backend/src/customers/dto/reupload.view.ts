import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_DOCUMENTS, type CustomerDocumentField } from '../customer-documents';
import { CustomerView } from './customer.view';

export class ReuploadView {
  @ApiProperty({ enum: CUSTOMER_DOCUMENTS.map((document) => document.field), isArray: true, example: ['icPassport', 'utilityBill'] })
  updatedDocuments: CustomerDocumentField[];
  @ApiProperty({ type: CustomerView }) customer: CustomerView;
}

export class CustomerPageView {
  @ApiProperty({ type: [CustomerView] }) items: CustomerView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
