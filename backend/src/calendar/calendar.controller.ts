import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { sendPreparedJson } from '../common/http/prepared-json';
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
  @ApiOkResponse({ type: CalendarView })
  @ApiBadRequestResponse({ description: 'from or to missing or not a date, to before from, or more than 62 days apart' })
  async get(@Query() query: CalendarQueryDto, @Res() response: Response): Promise<void> {
    // CalendarView, serialized once per cached month (CalendarService.forRangeAsJson).
    await sendPreparedJson(response, await this.calendar.forRangeAsJson(query.from, query.to));
  }
}
