import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { ApproveBookingRequestDto } from './dto/approve-booking-request.dto';
import { RejectBookingRequestDto } from './dto/reject-booking-request.dto';
import { ApprovalView, StaffBookingRequestPageView, StaffBookingRequestView } from './dto/staff-booking-request.view';
import { StaffBookingRequestQueryDto } from './dto/staff-booking-request-query.dto';
import { StaffBookingRequestsService } from './staff-booking-requests.service';

@ApiTags('staff: booking requests')
@Auth('staff')
@Controller('staff/booking-requests')
export class StaffBookingRequestsController {
  constructor(private readonly staffBookingRequests: StaffBookingRequestsService) {}

  @Get()
  @ApiOkResponse({ type: StaffBookingRequestPageView })
  list(@Query() query: StaffBookingRequestQueryDto): Promise<Page<StaffBookingRequestView>> {
    return this.staffBookingRequests.list(query);
  }

  @Patch(':id/approve')
  @ApiOkResponse({ type: ApprovalView })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiBadRequestResponse({ description: 'Discount cannot be more than the rental amount.' })
  @ApiConflictResponse({ description: 'Not pending any more, or the car is taken on those dates' })
  approve(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: ApproveBookingRequestDto,
  ): Promise<ApprovalView> {
    return this.staffBookingRequests.approve(id, user, dto);
  }

  @Patch(':id/reject')
  @ApiOkResponse({ type: StaffBookingRequestView })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: 'Not pending any more' })
  reject(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: RejectBookingRequestDto,
  ): Promise<StaffBookingRequestView> {
    return this.staffBookingRequests.reject(id, user, dto.reason);
  }
}
