import { ApiProperty } from '@nestjs/swagger';
import { StaffLog } from '../../staff-logs/entities/staff-log.entity';

/** One entry of the staff activity log, as the admin reads it. */
export class StaffLogView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null for entries of the system' }) staffId: number | null;
  @ApiProperty() staffUsername: string;
  @ApiProperty({ example: 'booking_request_approved' }) action: string;
  @ApiProperty({ example: 'booking_request' }) targetType: string;
  @ApiProperty({ nullable: true, type: String }) targetId: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    description: 'Key-value details',
  })
  details: Record<string, string | number | boolean | null> | null;
  @ApiProperty() timestamp: Date;
  @ApiProperty({ description: "true for an entry the staff member's app sent (POST /api/staff/logs), false for one the server recorded" })
  reportedByClient: boolean;

  static of(log: StaffLog): StaffLogView {
    return {
      id: log.id,
      staffId: log.staffId,
      staffUsername: log.staffUsername,
      action: log.action,
      targetType: log.targetType,
      targetId: log.targetId,
      details: log.details,
      timestamp: log.timestamp,
      reportedByClient: log.reportedByClient,
    };
  }
}

export class StaffLogPageView {
  @ApiProperty({ type: [StaffLogView] }) items: StaffLogView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
