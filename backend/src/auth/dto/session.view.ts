import { ApiProperty } from '@nestjs/swagger';
import { StaffMemberView } from '../../staff/dto/staff-member.view';

export class StaffSessionView {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;

  @ApiProperty({ type: StaffMemberView })
  user: StaffMemberView;
}

export class CurrentUserView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['customer', 'staff', 'admin'] }) role: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
}
