import { Controller, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { RentalInvoiceView } from './dto/invoice.view';
import { InvoicesService } from './invoices.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals/:id/invoice')
export class StaffRentalInvoiceController {
  constructor(private readonly invoices: InvoicesService) {}

  @Post()
  @ApiCreatedResponse({ type: RentalInvoiceView, description: "A new invoice of the rental's account as it stands" })
  @ApiOkResponse({ type: RentalInvoiceView, description: 'The account has not changed since its last invoice: that invoice again' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'INVOICE_NOTHING_TO_BILL: the account has no charges standing' })
  async create(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RentalInvoiceView> {
    const { invoice, created } = await this.invoices.createForRental(id, user);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return invoice;
  }
}
