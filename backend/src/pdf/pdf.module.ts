import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { pdfConfig } from '../config/configuration';
import { PdfRenderer } from './pdf-renderer';

/** The one PdfRenderer (one shared Chromium) for every module that makes PDFs. */
@Global()
@Module({
  providers: [
    {
      provide: PdfRenderer,
      inject: [pdfConfig.KEY],
      useFactory: (settings: ConfigType<typeof pdfConfig>) => new PdfRenderer({ executablePath: settings.chromiumPath }),
    },
  ],
  exports: [PdfRenderer],
})
export class PdfModule {}
