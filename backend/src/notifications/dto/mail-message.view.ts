import { ApiProperty } from '@nestjs/swagger';
import { MAIL_STATUSES, MailMessage, MailStatus } from '../entities/mail-message.entity';

/** An outbox row for staff: who, what and how it went; never the e-mail's contents or attachments. */
export class MailMessageView {
  @ApiProperty() id: number;
  @ApiProperty() recipient: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: MAIL_STATUSES }) status: MailStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last attempt failed' }) lastError: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ nullable: true, type: Date }) sentAt: Date | null;

  static of(message: MailMessage): MailMessageView {
    return {
      id: message.id,
      recipient: message.recipient,
      subject: message.subject,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      createdAt: message.createdAt,
      sentAt: message.sentAt,
    };
  }
}

export class MailMessagePageView {
  @ApiProperty({ type: [MailMessageView] }) items: MailMessageView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
