import { ApiProperty } from '@nestjs/swagger';
import { Language, LANGUAGES } from '../../i18n/language';
import { Customer, CustomerStatus } from '../entities/customer.entity';

/** What staff see of a customer: never the password hash. Document fields hold stored file names. */
export class CustomerView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty() icPassportNumber: string;
  @ApiProperty({ nullable: true, type: String }) icPassportUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) driversLicenseUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) utilityBillUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) socialMediaHandle: string | null;
  @ApiProperty({ enum: ['active', 'blacklisted'] }) status: CustomerStatus;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() loyaltyPoints: number;
  @ApiProperty({ example: 'Silver', description: 'The loyalty tier the points reach' }) tierName: string;
  @ApiProperty({ enum: LANGUAGES, description: "The language of the customer's e-mails" }) language: Language;
  @ApiProperty({ nullable: true, type: Date, description: 'When the e-mail was proved; null while a registration awaits its code' })
  confirmedAt: Date | null;
  @ApiProperty({ nullable: true, type: Date, description: 'When the customer asked to delete the account; null when not asked' })
  deletionRequestedAt: Date | null;
  @ApiProperty({ nullable: true, type: Date, description: 'When staff erased the account; null while it is live' })
  erasedAt: Date | null;
  @ApiProperty() createdAt: Date;

  static of(customer: Customer, tierName: string): CustomerView {
    const { hashedPassword: _hidden, bookingVersion: _lockCounter, ...visible } = customer;
    return { ...visible, tierName };
  }
}

/** Keeps the last 4 characters, enough for the customer to recognise their own number. */
export function maskIdentityNumber(value: string): string {
  const visible = value.slice(-4);
  return `${'*'.repeat(Math.max(4, value.length - visible.length))}${visible}`;
}

/**
 * What a customer sees of their own account (sign-in answers, profile): the IC/passport number
 * masked and no document file names, so a stolen session or a shared screen leaks little.
 */
export class CustomerSelfView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty({ example: '********5678', description: 'Masked: only the last 4 characters' }) icPassportNumber: string;
  @ApiProperty({ nullable: true, type: String }) socialMediaHandle: string | null;
  @ApiProperty({ enum: ['active', 'blacklisted'] }) status: CustomerStatus;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() loyaltyPoints: number;
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the e-mails we send' }) language: Language;
  @ApiProperty({
    nullable: true,
    type: Date,
    description: 'When the customer asked to delete the account (staff confirm it); null when not asked',
  })
  deletionRequestedAt: Date | null;
  @ApiProperty() createdAt: Date;

  static of(customer: Customer): CustomerSelfView {
    return {
      id: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      icPassportNumber: maskIdentityNumber(customer.icPassportNumber),
      socialMediaHandle: customer.socialMediaHandle,
      status: customer.status,
      hasAcceptedTerms: customer.hasAcceptedTerms,
      loyaltyPoints: customer.loyaltyPoints,
      language: customer.language,
      deletionRequestedAt: customer.deletionRequestedAt,
      createdAt: customer.createdAt,
    };
  }
}

export class CustomerSessionView {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token: string;
  @ApiProperty({ type: CustomerSelfView }) user: CustomerSelfView;
}

/** The answer while an e-mailed code is awaited: the same whether or not the e-mail has an account. */
export class CodeSentView {
  @ApiProperty({ enum: [true] }) codeRequired: true;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
}

class FileExists {
  @ApiProperty() exists: boolean;
}

export class CustomerFilesView {
  @ApiProperty({ type: FileExists }) icPassport: FileExists;
  @ApiProperty({ type: FileExists }) driversLicense: FileExists;
  @ApiProperty({ type: FileExists }) utilityBill: FileExists;
}
