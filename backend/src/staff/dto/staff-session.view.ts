import { ApiProperty } from '@nestjs/swagger';
import { StaffMemberView } from './staff-member.view';

export class StaffSessionView {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;

  @ApiProperty({ type: StaffMemberView })
  user: StaffMemberView;
}
