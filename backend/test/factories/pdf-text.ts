import { execFile } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'superagent';

const PDF_PARSE = require.resolve('pdf-parse');
/** pdf-parse v2 (pdf.js) loads its worker with import(), which jest's CommonJS sandbox refuses; a plain Node child can. */
const PARSE_SCRIPT = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
});`;

/** The text and page count of a PDF, as a reader would copy it out. */
export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', PARSE_SCRIPT, PDF_PARSE], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as { text: string; pages: number });
    });
    child.stdin?.end(pdf);
  });
}

/**
 * The fonts a PDF embeds, without the six-letter subset tag ("ABCDEF+NotoSansCJKsc-Regular" gives
 * "NotoSansCJKsc-Regular"). Chromium writes its font dictionaries uncompressed, so the names can be read from the bytes.
 */
export function pdfFontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/(?:BaseFont|FontName)\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]()]+)/g)].map(
    (match) => match[1],
  );
  return [...new Set(names)].sort();
}

/** A supertest parser that keeps a binary body (a PDF) as one Buffer: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  // Supertest hands the parser Node's response stream under superagent's type.
  const stream = response as unknown as IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}
