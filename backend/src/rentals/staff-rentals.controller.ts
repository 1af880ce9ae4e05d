import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { RentalPageView, RentalView } from './dto/rental.view';
import { RentalsService } from './rentals.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals')
export class StaffRentalsController {
  constructor(private readonly rentalsService: RentalsService) {}

  @Get()
  @ApiOkResponse({ type: RentalPageView })
  list(@Query() query: PaginationQueryDto): Promise<Page<RentalView>> {
    return this.rentalsService.listForStaff(query);
  }
}
