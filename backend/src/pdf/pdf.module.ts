import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { pdfConfig, redisConfig } from '../config/configuration';
import { PdfJobs } from './pdf-jobs';
import { PdfRenderer } from './pdf-renderer';

/** Documents rendered at once per replica: the pages kept open in its one Chromium. */
const PAGES = 2;

/** The one PdfRenderer (one shared Chromium) for every module that makes PDFs; with Redis its documents are queue jobs. */
@Global()
@Module({
  providers: [
    {
      provide: PdfRenderer,
      inject: [pdfConfig.KEY, redisConfig.KEY],
      useFactory: (settings: ConfigType<typeof pdfConfig>, redis: ConfigType<typeof redisConfig>) => {
        const renderer = new PdfRenderer({ executablePath: settings.chromiumPath, poolSize: PAGES });
        if (redis.url) renderer.useJobs(new PdfJobs({ ...redis, url: redis.url }, PAGES, (job) => renderer.renderHere(job)));
        return renderer;
      },
    },
  ],
  exports: [PdfRenderer],
})
export class PdfModule {}
