import { ApiProperty } from '@nestjs/swagger';
import { StaffMember, StaffRole } from '../entities/staff-member.entity';

/** What the API shows of a staff account: never the password hash. */
export class StaffMemberView {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ['staff', 'admin'] }) role: StaffRole;
  @ApiProperty() createdAt: Date;

  static of(member: StaffMember): StaffMemberView {
    return { id: member.id, username: member.username, role: member.role, createdAt: member.createdAt };
  }
}

/** The answer to removing a staff member. */
export class StaffRemovedView {
  @ApiProperty({ enum: [true], example: true }) success: true;
}
