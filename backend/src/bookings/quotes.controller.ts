import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { QuoteDto } from '../pricing/dto/quote.dto';
import { QuoteView } from '../pricing/dto/quote.view';
import { QuotesService } from './quotes.service';

@ApiTags('vehicles')
@Public()
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: QuoteView, description: 'Every line with its reason, and the total with the deposit' })
  @ApiBadRequestResponse({ description: 'Dates that cannot be booked, or an add-on or zone not offered with the car' })
  @ApiNotFoundResponse({ description: 'No active vehicle with this id' })
  @ApiTooManyRequestsResponse({ description: 'Too many quotes from this connection in a minute' })
  quote(@Body() dto: QuoteDto, @ClientAddress() client: string): Promise<QuoteView> {
    return this.quotes.quote(dto, client);
  }
}
