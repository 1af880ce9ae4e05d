import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { isDuplicateKey, onDuplicateKey } from '../common/database/driver-errors';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { fromSen, toSen } from '../common/money/money';
import { Page, skipFor } from '../common/pagination/pagination';
import { withoutXmlIllegalCharacters } from '../common/validation/safe-text';
import { Payment } from '../payments/entities/payment.entity';
import { StaffPaymentsService } from '../payments/staff-payments.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { BANK_STATEMENT_ERRORS } from './bank-statements.errors';
import { StatementImportView, StatementLineView } from './dto/bank-statement.view';
import { StatementLineQueryDto } from './dto/statement-line-query.dto';
import { BankStatementImport } from './entities/bank-statement-import.entity';
import { BankStatementLine, StatementLineStatus } from './entities/bank-statement-line.entity';
import { FingerprintedLine, fingerprintLines, referencesIn } from './statement-lines';
import { UploadedStatement } from './statement-upload';

/** Rows per statement: within every driver's limit on a statement's parameters. */
const CHUNK = 500;
const MAX_FILE_NAME = 255;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) chunks.push(items.slice(start, start + CHUNK));
  return chunks;
}

/** The browser's name for the file, without control characters and cut to the column. */
function fileNameOf(file: UploadedStatement): string {
  const name = withoutXmlIllegalCharacters(file.originalname ?? '')
    .replace(/[\t\n\r]/g, ' ')
    .trim();
  return Array.from(name || 'statement.csv')
    .slice(0, MAX_FILE_NAME)
    .join('');
}

/**
 * Bank transfers reconciled from the business's statement: staff upload the bank's CSV export,
 * each credit is stored once (its fingerprint), a credit carrying a pending payment's reference
 * and its exact amount is proposed for it, and staff confirm the proposal in one tap, which
 * completes the payment through the same decision as Mark Completed (logged, posted to the
 * rental's account, points, e-mail). Lines nothing matches stay listed; staff may set one aside.
 */
@Injectable()
export class BankStatementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly staffPayments: StaffPaymentsService,
  ) {}

  async import(actor: AuthUser, file: UploadedStatement | undefined): Promise<StatementImportView> {
    if (!file) throw appError(BANK_STATEMENT_ERRORS.STATEMENT_FILE_MISSING);
    const lines = fingerprintLines(file.statement.lines);
    const proposals = await this.proposals(lines);
    const store = () =>
      inTransaction(this.dataSource, (manager) => this.store(manager, actor, fileNameOf(file), lines, proposals, file.statement.skipped));
    try {
      return await store();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Another upload of the same lines committed first: once more, its lines now count as known.
    return onDuplicateKey(store(), () => {
      throw appError(BANK_STATEMENT_ERRORS.STATEMENT_IMPORT_BUSY);
    });
  }

  async list(query: StatementLineQueryDto): Promise<Page<StatementLineView>> {
    const builder = this.lines(this.dataSource.manager)
      .orderBy('line.lineDate', 'DESC')
      .addOrderBy('line.id', 'DESC')
      .skip(skipFor(query))
      .take(query.limit);
    if (query.status) builder.where('line.status = :status', { status: query.status });
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => StatementLineView.of(row)), total, page: query.page, limit: query.limit };
  }

  /**
   * Completes the proposed payment from this line. The payment's decision and the line's change
   * commit together; of parallel confirmations exactly one wins (the payment's conditional
   * update, then the line's), and the others get a 409 with nothing written.
   */
  async confirm(id: number, actor: AuthUser): Promise<StatementLineView> {
    const { paymentId, points } = await inTransaction(this.dataSource, async (manager) => {
      const line = await this.proposedLine(manager, id);
      const paymentId = line.matchedPaymentId as number;
      const points = await this.staffPayments.decide(manager, paymentId, actor, { status: 'completed' });
      const decidedAt = new Date();
      const confirmed = await manager.update(
        BankStatementLine,
        { id, status: 'proposed', matchedPaymentId: paymentId },
        { status: 'confirmed', decidedBy: actor.username, decidedAt },
      );
      if (!confirmed.affected) throw await this.alreadyDecided(manager, id);
      // Another line proposed for the same payment (the transfer exported twice with other words)
      // is no longer its match: it goes back to the unmatched lines, where staff see it.
      await manager.update(
        BankStatementLine,
        { matchedPaymentId: paymentId, status: 'proposed', id: Not(id) },
        { status: 'unmatched', matchedPaymentId: null },
      );
      await this.staffLogs.record(manager, actor, {
        action: 'bank_statement_line_confirmed',
        targetType: 'bank_statement_line',
        targetId: id,
        details: { paymentId, lineDate: line.lineDate, amount: fromSen(line.amountSen) },
      });
      return { paymentId, points };
    });
    await this.staffPayments.announce(paymentId, points);
    return this.view(id);
  }

  /** Sets a line aside (not the business's customer, a refund, a transfer already handled). */
  async ignore(id: number, actor: AuthUser): Promise<StatementLineView> {
    await inTransaction(this.dataSource, async (manager) => {
      const line = await manager.findOneBy(BankStatementLine, { id });
      if (!line) throw appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_NOT_FOUND);
      const ignored = await manager.update(
        BankStatementLine,
        { id, status: In(['unmatched', 'proposed'] satisfies StatementLineStatus[]) },
        { status: 'ignored', matchedPaymentId: null, decidedBy: actor.username, decidedAt: new Date() },
      );
      if (!ignored.affected) throw await this.alreadyDecided(manager, id);
      await this.staffLogs.record(manager, actor, {
        action: 'bank_statement_line_ignored',
        targetType: 'bank_statement_line',
        targetId: id,
        details: { lineDate: line.lineDate, amount: fromSen(line.amountSen) },
      });
    });
    return this.view(id);
  }

  /** For each line, the pending payment whose reference it carries with the same amount, if any. */
  private async proposals(lines: readonly FingerprintedLine[]): Promise<Array<number | null>> {
    const referencesByLine = lines.map((line) => referencesIn(line.description));
    const references = [...new Set(referencesByLine.flat())];
    const pending = new Map<string, { id: number; amountSen: number }>();
    for (const chunk of chunksOf(references)) {
      const payments = await this.dataSource.getRepository(Payment).find({
        select: { id: true, transactionId: true, amount: true },
        where: { transactionId: In(chunk), paymentStatus: 'pending' },
      });
      for (const payment of payments) pending.set(payment.transactionId as string, { id: payment.id, amountSen: toSen(payment.amount) });
    }
    return lines.map((line, index) => {
      const payment = referencesByLine[index]
        .map((reference) => pending.get(reference))
        .find((found) => found?.amountSen === line.amountSen);
      return payment?.id ?? null;
    });
  }

  private async store(
    manager: EntityManager,
    actor: AuthUser,
    fileName: string,
    lines: readonly FingerprintedLine[],
    proposals: ReadonlyArray<number | null>,
    skippedLines: number,
  ): Promise<StatementImportView> {
    const known = new Set<string>();
    for (const chunk of chunksOf(lines.map((line) => line.fingerprint))) {
      const rows = await manager.find(BankStatementLine, { select: { id: true, fingerprint: true }, where: { fingerprint: In(chunk) } });
      for (const row of rows) known.add(row.fingerprint);
    }
    const fresh = lines.flatMap((line, index) => (known.has(line.fingerprint) ? [] : [{ line, paymentId: proposals[index] }]));
    const summary = {
      newLines: fresh.length,
      duplicateLines: lines.length - fresh.length,
      skippedLines,
      proposedMatches: fresh.filter(({ paymentId }) => paymentId !== null).length,
    };
    // Nothing new: the statement was imported before, and importing it again changes nothing.
    if (fresh.length === 0) return { importId: null, ...summary };

    const batch = await manager.save(
      BankStatementImport,
      manager.create(BankStatementImport, { fileName, importedBy: actor.username, ...summary }),
    );
    for (const chunk of chunksOf(fresh)) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(BankStatementLine)
        .values(
          chunk.map(({ line, paymentId }) => ({
            importId: batch.id,
            lineDate: line.lineDate,
            description: line.description,
            amountSen: line.amountSen,
            fingerprint: line.fingerprint,
            matchedPaymentId: paymentId,
            status: paymentId === null ? ('unmatched' as const) : ('proposed' as const),
          })),
        )
        .updateEntity(false)
        .execute();
    }
    await this.staffLogs.record(manager, actor, {
      action: 'bank_statement_imported',
      targetType: 'bank_statement_import',
      targetId: batch.id,
      details: { fileName, ...summary },
    });
    return { importId: batch.id, ...summary };
  }

  private lines(manager: EntityManager) {
    return manager
      .getRepository(BankStatementLine)
      .createQueryBuilder('line')
      .leftJoinAndSelect('line.matchedPayment', 'payment')
      .leftJoin('payment.customer', 'customer')
      .addSelect(['customer.id', 'customer.fullName']);
  }

  private async view(id: number): Promise<StatementLineView> {
    const line = await this.lines(this.dataSource.manager).where('line.id = :id', { id }).getOneOrFail();
    return StatementLineView.of(line);
  }

  private async proposedLine(manager: EntityManager, id: number): Promise<BankStatementLine> {
    const line = await manager.findOneBy(BankStatementLine, { id });
    if (!line) throw appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_NOT_FOUND);
    if (line.status === 'confirmed' || line.status === 'ignored') {
      throw appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_ALREADY_DECIDED, { status: line.status });
    }
    if (line.status !== 'proposed' || line.matchedPaymentId === null) throw appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_NOT_PROPOSED);
    return line;
  }

  /** The refusal for a line someone else decided in the meantime, naming what it became. */
  private async alreadyDecided(manager: EntityManager, id: number) {
    const line = await manager.findOneBy(BankStatementLine, { id });
    if (line && (line.status === 'confirmed' || line.status === 'ignored')) {
      return appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_ALREADY_DECIDED, { status: line.status });
    }
    return appError(BANK_STATEMENT_ERRORS.STATEMENT_LINE_NOT_PROPOSED);
  }
}
