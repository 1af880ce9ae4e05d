import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { CreateStaffDto } from './dto/create-staff.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { StaffMemberView, StaffRemovedView } from './dto/staff-member.view';
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

  @Get('members')
  @Auth('admin')
  @ApiOkResponse({ type: [StaffMemberView] })
  members(): Promise<StaffMemberView[]> {
    return this.staffService.list();
  }

  @Patch(':id/reset-password')
  @Auth('admin')
  @ApiOkResponse({ type: StaffMemberView, description: "The member's earlier tokens stop working" })
  @ApiBadRequestResponse({ description: 'Password must be at least 8 characters' })
  @ApiNotFoundResponse({ description: 'Staff member not found' })
  @ApiConflictResponse({ description: "The admin's own password is changed elsewhere" })
  resetPassword(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ResetPasswordDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffMemberView> {
    return this.staffService.resetPassword(id, dto.newPassword, user);
  }

  @Delete(':id')
  @Auth('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffRemovedView, description: "The member's tokens stop working, their logs stay" })
  @ApiNotFoundResponse({ description: 'Staff member not found' })
  @ApiConflictResponse({ description: 'The admin account cannot be removed' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.staffService.remove(id, user);
  }
}
