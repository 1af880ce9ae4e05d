import { ApiProperty } from '@nestjs/swagger';

const EXTENSION_CATEGORIES = ['extension', 'add_on', 'add_on_untaxed'] as const;

export class ExtensionQuoteNameView {
  @ApiProperty() en: string;
  @ApiProperty() ms: string;
}

/** One charge the added days bring: the days themselves, or an add-on kept over them. */
export class ExtensionQuoteLineView {
  @ApiProperty({ enum: EXTENSION_CATEGORIES, enumName: 'ExtensionChargeCategory' }) category: (typeof EXTENSION_CATEGORIES)[number];
  @ApiProperty({ example: '300.00' }) amount: string;
  @ApiProperty({ type: ExtensionQuoteNameView, nullable: true, description: "The add-on's name; null for the days" })
  name: ExtensionQuoteNameView | null;
}

/** The price of extending a rental to a new return date, as approving it would charge. */
export class ExtensionQuoteView {
  @ApiProperty({ example: '2026-12-08' }) newEndDate: string;
  @ApiProperty({ example: 3 }) extraDays: number;
  @ApiProperty({ type: [ExtensionQuoteLineView] }) lines: ExtensionQuoteLineView[];
  @ApiProperty({ example: '0.00', description: 'Service tax added on top of the lines' }) addedTax: string;
  @ApiProperty({ example: '300.00', description: 'What the extension adds, tax included' }) extensionTotal: string;
  @ApiProperty({ example: '860.00', description: "The rental's grand total once extended" }) newGrandTotal: string;
}
