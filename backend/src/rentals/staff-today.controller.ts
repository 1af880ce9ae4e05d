import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/decorators/roles.decorator';
import { StaffTodayView } from './dto/staff-today.view';
import { StaffTodayService } from './staff-today.service';

@ApiTags('staff: today')
@Auth('staff')
@Controller('staff/today')
export class StaffTodayController {
  constructor(private readonly todayService: StaffTodayService) {}

  @Get()
  @ApiOkResponse({ type: StaffTodayView })
  today(): Promise<StaffTodayView> {
    return this.todayService.today();
  }
}
