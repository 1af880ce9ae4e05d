import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_DOCUMENTS, type CustomerDocumentField } from '../../customers/customer-documents';
import { LANGUAGES, type Language } from '../../i18n/language';
import { STAFF_ROLES, type StaffRole } from '../../staff/entities/staff-member.entity';

const DOCUMENT_FIELDS = CUSTOMER_DOCUMENTS.map((document) => document.field);

/** One look at a customer's identity document, from the staff log. */
export class DocumentViewView {
  @ApiProperty({ description: 'The staff log entry' }) id: number;
  @ApiProperty({ example: '2026-11-02T03:15:00.000Z', description: 'When it was opened (shown in Kuala Lumpur time)' }) viewedAt: Date;
  @ApiProperty({ nullable: true, type: Number }) staffId: number | null;
  @ApiProperty({ description: 'The username as it was logged' }) staffUsername: string;
  @ApiProperty({ enum: STAFF_ROLES, nullable: true, description: 'null when the account has since been removed' })
  staffRole: StaffRole | null;
  @ApiProperty({ nullable: true, type: Number }) customerId: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'null when the customer record no longer exists' }) customerName: string | null;
  @ApiProperty({ nullable: true, type: String }) customerEmail: string | null;
  @ApiProperty({ enum: DOCUMENT_FIELDS, nullable: true }) document: CustomerDocumentField | null;
}

export class DocumentViewPageView {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ nullable: true, type: Number }) staffId: number | null;
  @ApiProperty({ type: [DocumentViewView], description: 'Newest first' }) items: DocumentViewView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

/** A customer whose identity data the range (or one staff account in it) could have exposed: one row of a notice list. */
export class ExposedCustomerView {
  @ApiProperty() customerId: number;
  @ApiProperty({ example: 'Aisyah binti Rahman' }) fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '012-345 6789' }) phone: string;
  @ApiProperty({ enum: LANGUAGES, description: 'The language to write the notice in' }) language: Language;
  @ApiProperty({ enum: DOCUMENT_FIELDS, isArray: true, description: 'Documents opened by staff in the range' })
  documentsViewed: CustomerDocumentField[];
  @ApiProperty({ enum: DOCUMENT_FIELDS, isArray: true, description: 'Documents the customer has on file now' })
  documentsHeld: CustomerDocumentField[];
  @ApiProperty({ nullable: true, type: Date, description: 'The last time staff opened one of them in the range' })
  lastViewedAt: Date | null;
}

export class ExposedCustomerPageView {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ nullable: true, type: Number }) staffId: number | null;
  @ApiProperty({ type: [ExposedCustomerView], description: 'By customer id' }) items: ExposedCustomerView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
