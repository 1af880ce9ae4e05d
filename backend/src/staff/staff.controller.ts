import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { CreateStaffDto } from './dto/create-staff.dto';
import { StaffMemberView } from './dto/staff-member.view';
import { StaffService } from './staff.service';

@ApiTags('staff')
@Controller('staff')
export class StaffController {
  constructor(private readonly staffService: StaffService) {}

  @Post('create')
  @Auth('admin')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: StaffMemberView })
  @ApiConflictResponse({ description: 'That username is already taken' })
  create(@Body() dto: CreateStaffDto, @CurrentUser() user: AuthUser): Promise<StaffMemberView> {
    return this.staffService.create(dto, user);
  }
}
