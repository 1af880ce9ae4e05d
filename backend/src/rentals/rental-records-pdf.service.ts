import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { AuthUser } from '../auth/auth-user';
import { businessConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { RentalFilterDto } from './dto/staff-rental-query.dto';
import { RENTAL_LIST_PDF } from './rental-list-document';
import { RentalsService } from './rentals.service';

/** The Rentals tab's 'Download PDF': the filtered list as a printed, multi-page table. */
@Injectable()
export class RentalRecordsPdfService {
  constructor(
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly rentals: RentalsService,
    private readonly pdf: PdfRenderer,
  ) {}

  async render(filter: RentalFilterDto, language: Language, caller: AuthUser): Promise<Buffer> {
    const { rows } = await this.rentals.listForPrint(filter);
    // The printed list names each car as the Rentals tab does: by its display name, plate included.
    const named = rows.map((row) => ({ ...row, vehicle: row.vehicleDisplayName }));
    const list = { business: this.business, filter: filter.filter, status: filter.status ?? null, generatedAt: new Date(), rows: named };
    return this.pdf.renderDocument(RENTAL_LIST_PDF, list, language, caller);
  }
}
