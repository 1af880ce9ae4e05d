import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Customer, CustomerStatus } from '../entities/customer.entity';

/** What the API shows of a customer: never the password hash. Document fields hold stored file names. */
export class CustomerView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty() icPassportNumber: string;
  @ApiPropertyOptional({ nullable: true, type: String }) icPassportUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) driversLicenseUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) utilityBillUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) socialMediaHandle: string | null;
  @ApiProperty({ enum: ['active', 'blacklisted'] }) status: CustomerStatus;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() loyaltyPoints: number;
  @ApiProperty() createdAt: Date;

  static of(customer: Customer): CustomerView {
    const { hashedPassword: _hidden, ...visible } = customer;
    return visible;
  }
}

export class CustomerSessionView {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token: string;
  @ApiProperty({ type: CustomerView }) user: CustomerView;
}

class FileExists {
  @ApiProperty() exists: boolean;
}

export class CustomerFilesView {
  @ApiProperty({ type: FileExists }) icPassport: FileExists;
  @ApiProperty({ type: FileExists }) driversLicense: FileExists;
  @ApiProperty({ type: FileExists }) utilityBill: FileExists;
}
