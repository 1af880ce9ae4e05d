import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type ExcelJS from 'exceljs';
import { Auth } from '../auth/decorators/roles.decorator';
import { PRIVATE_NO_STORE, XLSX_TYPE } from '../common/storage/stored-file-response';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ReportPageQueryDto, ReportRangeQueryDto, VehicleReportQueryDto } from './dto/report-query.dto';
import { BalancesReportView, DepositsReportView, SummonsesReportView, VehicleReportView } from './dto/report.views';
import { reportRange } from './report-range';
import { balancesWorkbook, depositsWorkbook, summonsesWorkbook, vehicleWorkbook } from './report-workbooks';
import { EXPORT_ROWS, ReportsService } from './reports.service';

const RANGE_REFUSED = 'A range ending before it starts (REPORT_RANGE_REVERSED) or longer than 24 months (REPORT_RANGE_TOO_LONG)';

/** The whole report at once, for its workbook. */
const EVERY_ROW = { page: 1, limit: EXPORT_ROWS };

async function workbookFile(workbook: ExcelJS.Workbook, name: string, range: { from: string; to: string }): Promise<StreamableFile> {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return new StreamableFile(buffer, { type: XLSX_TYPE, disposition: `attachment; filename="${name}-${range.from}-${range.to}.xlsx"` });
}

/** The owner's numbers, for staff and the admin: on screen a page at a time, as a workbook whole. */
@ApiTags('staff: reports')
@Auth('staff')
@Controller('staff/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('vehicles')
  @ApiOkResponse({ type: VehicleReportView, description: RANGE_REFUSED })
  @ApiNotFoundResponse({ description: 'No such vehicle (REPORT_VEHICLE_NOT_FOUND)' })
  vehicles(@Query() query: VehicleReportQueryDto): Promise<VehicleReportView> {
    return this.reports.vehicles(reportRange(query), query, query.vehicleId);
  }

  @Get('vehicles.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Sheets: every car over the range, the fleet by month, each car by month' })
  async vehiclesWorkbook(@Query() query: ReportRangeQueryDto, @RequestLanguage() language: Language): Promise<StreamableFile> {
    const range = reportRange(query);
    return workbookFile(vehicleWorkbook(await this.reports.vehicleReport(range), language), 'vehicles', range);
  }

  @Get('balances')
  @ApiOkResponse({ type: BalancesReportView })
  balances(@Query() query: ReportPageQueryDto): Promise<BalancesReportView> {
    return this.reports.balances(reportRange(query), query);
  }

  @Get('balances.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Every customer who owes money on rentals of the range' })
  async balancesWorkbook(@Query() query: ReportRangeQueryDto, @RequestLanguage() language: Language): Promise<StreamableFile> {
    const range = reportRange(query);
    return workbookFile(balancesWorkbook(await this.reports.balances(range, EVERY_ROW), language), 'balances', range);
  }

  @Get('deposits')
  @ApiOkResponse({ type: DepositsReportView })
  deposits(@Query() query: ReportPageQueryDto): Promise<DepositsReportView> {
    return this.reports.deposits(reportRange(query), query);
  }

  @Get('deposits.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Every rental of the range holding a deposit or owing a refund' })
  async depositsWorkbook(@Query() query: ReportRangeQueryDto, @RequestLanguage() language: Language): Promise<StreamableFile> {
    const range = reportRange(query);
    return workbookFile(depositsWorkbook(await this.reports.deposits(range, EVERY_ROW), language), 'deposits', range);
  }

  @Get('summonses')
  @ApiOkResponse({ type: SummonsesReportView })
  summonses(@Query() query: ReportPageQueryDto): Promise<SummonsesReportView> {
    return this.reports.summonses(reportRange(query), query);
  }

  @Get('summonses.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Every open summons of the range' })
  async summonsesWorkbook(@Query() query: ReportRangeQueryDto, @RequestLanguage() language: Language): Promise<StreamableFile> {
    const range = reportRange(query);
    return workbookFile(summonsesWorkbook(await this.reports.summonses(range, EVERY_ROW), language), 'summonses', range);
  }
}
