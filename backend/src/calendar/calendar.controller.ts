import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/decorators/roles.decorator';
import { CalendarService } from './calendar.service';
import { CalendarQueryDto } from './dto/calendar-query.dto';
import { CalendarView } from './dto/calendar.view';

@ApiTags('staff: calendar')
@Auth('staff')
@Controller('staff/calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get()
  // The body is CalendarView already serialized (CalendarService.forRangeAsJson).
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({ type: CalendarView })
  @ApiBadRequestResponse({ description: 'from or to missing or not a date, to before from, or more than 62 days apart' })
  get(@Query() query: CalendarQueryDto): Promise<string> {
    return this.calendar.forRangeAsJson(query.from, query.to);
  }
}
