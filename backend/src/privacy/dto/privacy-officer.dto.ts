import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, Matches, MaxLength } from 'class-validator';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

export const DPO_NAME_MESSAGE = "Please enter the data protection officer's name (at most 100 characters)";
export const DPO_EMAIL_MESSAGE = "Please enter the data protection officer's e-mail address";
export const DPO_PHONE_MESSAGE =
  "Please enter the data protection officer's phone number: 7 to 15 digits, spaces, dashes or a leading + allowed";

export const MAX_DPO_NAME = 100;
export const MAX_DPO_EMAIL = 254;

/** Whom customers contact about their personal data (PDPA 2010 s. 12A, from the 2024 amendment), as the admin saves it. */
export class PrivacyOfficerDto {
  @ApiProperty({ example: 'Nurul Huda binti Hassan', maxLength: MAX_DPO_NAME })
  @Trim()
  @IsRequiredText({ max: MAX_DPO_NAME, message: DPO_NAME_MESSAGE, tooLongMessage: DPO_NAME_MESSAGE })
  name: string;

  @ApiProperty({ example: 'dpo@keretasewa.my', maxLength: MAX_DPO_EMAIL })
  @Trim()
  @IsEmail({}, { message: DPO_EMAIL_MESSAGE })
  @MaxLength(MAX_DPO_EMAIL, { message: DPO_EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ example: '+60 3-2161 0000', maxLength: 24 })
  @Trim()
  // 7 to 15 digits (E.164's longest), in groups: "03-2161 0000", "+60 12-345 6789".
  @Matches(/^(?=(?:\D*\d){7,15}\D*$)\+?\d[\d -]{5,21}\d$/, { message: DPO_PHONE_MESSAGE })
  phone: string;
}

export class PrivacyOfficerView {
  @ApiProperty({ example: 'Nurul Huda binti Hassan' }) name: string;
  @ApiProperty({ example: 'dpo@keretasewa.my' }) email: string;
  @ApiProperty({ example: '+60 3-2161 0000' }) phone: string;
}

/** What the /privacy page shows beside its text: the notice's version and whom to contact. */
export class PrivacyNoticeView {
  @ApiProperty({ example: '2026-11-28', description: 'The version of the notice a new registration agrees to' })
  version: string;

  @ApiProperty({
    type: PrivacyOfficerView,
    nullable: true,
    description: "The data protection officer, or null until the admin names one (the page then gives the business's own contact details)",
  })
  dpo: PrivacyOfficerView | null;

  @ApiProperty({
    example: 24,
    description: "Months after a customer's last rental before their identity documents and signatures are deleted",
  })
  documentRetentionMonths: number;
}
