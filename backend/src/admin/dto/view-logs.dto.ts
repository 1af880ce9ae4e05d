import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsEntityId } from '../../common/validation/ids';
import { StaffCredentialsDto } from '../../staff/dto/staff-credentials.dto';

/** POST /api/staff/logs/view: the admin's credentials, and optionally one staff member. */
export class ViewLogsDto extends StaffCredentialsDto {
  @ApiPropertyOptional({ example: 3 })
  @IsOptional()
  @IsEntityId('staffId must be a staff member id')
  staffId?: number;
}
