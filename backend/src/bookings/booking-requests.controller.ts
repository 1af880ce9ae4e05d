import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { BookingRequestsService } from './booking-requests.service';
import { BookingRequestPageView, BookingRequestView } from './dto/booking-request.view';
import { CreateBookingRequestDto } from './dto/create-booking-request.dto';

@ApiTags('booking requests')
@Controller('booking-requests')
export class BookingRequestsController {
  constructor(private readonly bookingRequests: BookingRequestsService) {}

  @Post()
  @Auth('customer')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: BookingRequestView })
  @ApiBadRequestResponse({ description: 'Bad dates, a start in the past or an end before the start' })
  @ApiConflictResponse({ description: 'The vehicle is taken on some of those dates' })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateBookingRequestDto,
    @ClientAddress() client: string,
  ): Promise<BookingRequestView> {
    return this.bookingRequests.create(user, dto, client);
  }

  @Get('mine')
  @Auth('customer')
  @ApiOkResponse({ type: BookingRequestPageView })
  mine(@CurrentUser() user: AuthUser, @Query() query: PaginationQueryDto): Promise<Page<BookingRequestView>> {
    return this.bookingRequests.listMine(user.id, query);
  }
}
