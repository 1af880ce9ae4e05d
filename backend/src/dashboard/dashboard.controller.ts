import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/decorators/roles.decorator';
import { DashboardService } from './dashboard.service';
import { DashboardView } from './dto/dashboard.view';

@ApiTags('staff: dashboard')
@Auth('staff')
@Controller('staff/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOkResponse({ type: DashboardView })
  metrics(): Promise<DashboardView> {
    return this.dashboard.metrics();
  }
}
