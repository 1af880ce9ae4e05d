import { ApiProperty } from '@nestjs/swagger';

export class CurrentUserView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['customer', 'staff', 'admin'] }) role: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
}
