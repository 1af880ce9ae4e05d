import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { BankStatementsService } from './bank-statements.service';
import { StatementImportView, StatementLinePageView, StatementLineView, StatementSettingsView } from './dto/bank-statement.view';
import { SaveStatementColumnsDto } from './dto/save-statement-columns.dto';
import { StatementLineQueryDto } from './dto/statement-line-query.dto';
import { StatementColumnsService } from './statement-columns.service';
import { StatementUpload, UploadedStatement } from './statement-upload';

/** The staff Payments tab's bank statement import: the remembered column layout, uploads, and the lines to confirm. */
@ApiTags('staff: bank statements')
@Auth('staff')
@Controller('staff/bank-statements')
export class BankStatementsController {
  constructor(
    private readonly statements: BankStatementsService,
    private readonly columns: StatementColumnsService,
  ) {}

  @Get('columns')
  @ApiOkResponse({ type: StatementSettingsView })
  settings(): Promise<StatementSettingsView> {
    return this.columns.settings();
  }

  @Put('columns')
  @ApiOkResponse({ type: StatementSettingsView })
  @ApiBadRequestResponse({ description: "An unknown layout, or a 'custom' one without its date, description or amount column" })
  saveColumns(@Body() dto: SaveStatementColumnsDto, @CurrentUser() user: AuthUser): Promise<StatementSettingsView> {
    return this.columns.save(user, dto);
  }

  @Post()
  @UseInterceptors(StatementUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The bank's CSV export in the field 'statement', read with the remembered columns" })
  @ApiCreatedResponse({ type: StatementImportView })
  @ApiBadRequestResponse({ description: 'No file, no layout chosen, columns not found, not CSV, or too many lines; nothing is stored' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 10 MB; nothing is stored' })
  @ApiConflictResponse({ description: 'Another upload was storing the same lines at the same moment' })
  import(@UploadedFile() file: UploadedStatement | undefined, @CurrentUser() user: AuthUser): Promise<StatementImportView> {
    return this.statements.import(user, file);
  }

  @Get('lines')
  @ApiOkResponse({ type: StatementLinePageView })
  lines(@Query() query: StatementLineQueryDto): Promise<Page<StatementLineView>> {
    return this.statements.list(query);
  }

  @Post('lines/:id/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StatementLineView, description: 'The line, confirmed; its payment is completed' })
  @ApiNotFoundResponse({ description: 'Statement line not found' })
  @ApiConflictResponse({ description: 'No proposed payment, the line already decided, or the payment no longer pending' })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StatementLineView> {
    return this.statements.confirm(id, user);
  }

  @Post('lines/:id/ignore')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StatementLineView })
  @ApiNotFoundResponse({ description: 'Statement line not found' })
  @ApiConflictResponse({ description: 'The line is already confirmed or ignored' })
  ignore(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StatementLineView> {
    return this.statements.ignore(id, user);
  }
}
