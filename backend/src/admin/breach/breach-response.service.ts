import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PassThrough, Readable } from 'node:stream';
import { Brackets, DataSource, In, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { startOfKualaLumpurDay } from '../../common/dates/calendar-date';
import { addDays } from '../../common/dates/date-math';
import { skipFor } from '../../common/pagination/pagination';
import { parseId } from '../../common/validation/ids';
import { CUSTOMER_DOCUMENTS, CustomerDocumentField } from '../../customers/customer-documents';
import { Customer } from '../../customers/entities/customer.entity';
import { Language } from '../../i18n/language';
import { reportRange } from '../../reports/report-range';
import { StaffLog } from '../../staff-logs/entities/staff-log.entity';
import { ServerLogAction } from '../../staff-logs/server-log-actions';
import { StaffLogsService } from '../../staff-logs/staff-logs.service';
import { StaffMember } from '../../staff/entities/staff-member.entity';
import { BreachPageQueryDto, BreachRangeQueryDto } from './breach-query.dto';
import { DocumentViewPageView, DocumentViewView, ExposedCustomerPageView, ExposedCustomerView } from './breach.views';
import { BreachExport, writeDocumentViewsWorkbook, writeExposedCustomersWorkbook } from './breach-workbooks';

const DOCUMENT_VIEWED: ServerLogAction = 'customer_document_viewed';
/** Rows are read and written in batches, so a workbook never holds the whole history in memory. */
export const BREACH_BATCH_SIZE = 500;

/** The instants a breach range covers: from the first Kuala Lumpur day's start up to (not including) the day after the last. */
interface BreachWindow {
  from: string;
  to: string;
  start: Date;
  until: Date;
  staffId: number | null;
}

function breachWindow(query: BreachRangeQueryDto): BreachWindow {
  const range = reportRange(query);
  return {
    from: range.from,
    to: range.to,
    start: startOfKualaLumpurDay(range.from),
    until: startOfKualaLumpurDay(addDays(range.to, 1)),
    staffId: query.staffId ?? null,
  };
}

const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(CUSTOMER_DOCUMENTS.map((document) => document.field));

function documentField(value: unknown): CustomerDocumentField | null {
  return typeof value === 'string' && DOCUMENT_FIELDS.has(value) ? (value as CustomerDocumentField) : null;
}

/** The document a view entry names; details come back parsed from an entity, as text from a raw row. */
function viewedDocument(details: unknown): CustomerDocumentField | null {
  if (typeof details === 'string') {
    try {
      return viewedDocument(JSON.parse(details) as unknown);
    } catch {
      return null;
    }
  }
  return typeof details === 'object' && details !== null ? documentField((details as Record<string, unknown>).document) : null;
}

const heldDocuments = (customer: Customer): CustomerDocumentField[] =>
  CUSTOMER_DOCUMENTS.filter((document) => Boolean(customer[document.column])).map((document) => document.field);

/** In CUSTOMER_DOCUMENTS' order, whatever order they were opened in. */
const inDocumentOrder = (fields: ReadonlySet<CustomerDocumentField>): CustomerDocumentField[] =>
  CUSTOMER_DOCUMENTS.map((document) => document.field).filter((field) => fields.has(field));

interface ViewsOfCustomer {
  documents: Set<CustomerDocumentField>;
  lastViewedAt: Date;
}

/**
 * The admin's answer to a personal data breach (PDPA: notice to the Commissioner within 72 hours
 * and to the people affected): who opened which customer's identity documents in a range, and the
 * customers a staff account (or the range itself) could have exposed, each with the language to
 * write to them in. Both read the staff log's document views by (action, timestamp).
 */
@Injectable()
export class BreachResponseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /** Every document view of the range (of one staff account when staffId is given), newest first. */
  async documentViews(query: BreachPageQueryDto): Promise<DocumentViewPageView> {
    const window = breachWindow(query);
    const [logs, total] = await this.viewsQuery(window)
      .orderBy('log.timestamp', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .skip(skipFor(query))
      .take(query.limit)
      .getManyAndCount();
    return { ...this.header(window), items: await this.describeViews(logs), total, page: query.page, limit: query.limit };
  }

  /**
   * The customers to notify, by id: those whose documents were opened in the range (by the staff
   * account, when given), and, when no account is given, every customer who held documents at
   * some time in the range (registered before its end with documents on file).
   */
  async exposedCustomers(query: BreachPageQueryDto): Promise<ExposedCustomerPageView> {
    const window = breachWindow(query);
    const [customers, total] = await this.exposedQuery(window)
      .orderBy('customer.id', 'ASC')
      .skip(skipFor(query))
      .take(query.limit)
      .getManyAndCount();
    return { ...this.header(window), items: await this.describeCustomers(window, customers), total, page: query.page, limit: query.limit };
  }

  /** The views workbook as a stream, after logging who took it and for what range. */
  async exportDocumentViews(actor: AuthUser, query: BreachRangeQueryDto, language: Language): Promise<BreachExport> {
    const window = breachWindow(query);
    await this.logExport(actor, 'document_views', window);
    const batches = this.batches<StaffLog, DocumentViewView>(
      (afterId) =>
        this.viewsQuery(window).andWhere('log.id > :afterId', { afterId }).orderBy('log.id', 'ASC').take(BREACH_BATCH_SIZE).getMany(),
      (logs) => this.describeViews(logs),
    );
    return {
      stream: this.streamed((output) => writeDocumentViewsWorkbook(output, batches, language)),
      fileName: this.fileName('document-views', window),
    };
  }

  /** The notice list as a workbook stream, after logging who took it and for what range. */
  async exportExposedCustomers(actor: AuthUser, query: BreachRangeQueryDto, language: Language): Promise<BreachExport> {
    const window = breachWindow(query);
    await this.logExport(actor, 'exposed_customers', window);
    const batches = this.batches<Customer, ExposedCustomerView>(
      (afterId) =>
        this.exposedQuery(window)
          .andWhere('customer.id > :afterId', { afterId })
          .orderBy('customer.id', 'ASC')
          .take(BREACH_BATCH_SIZE)
          .getMany(),
      (customers) => this.describeCustomers(window, customers),
    );
    return {
      stream: this.streamed((output) => writeExposedCustomersWorkbook(output, batches, language)),
      fileName: this.fileName('exposed-customers', window),
    };
  }

  private header(window: BreachWindow) {
    return { from: window.from, to: window.to, staffId: window.staffId };
  }

  /** Document views of the window; the (action, timestamp) index finds them. */
  private viewsQuery(window: BreachWindow): SelectQueryBuilder<StaffLog> {
    const query = this.dataSource
      .getRepository(StaffLog)
      .createQueryBuilder('log')
      .where('log.action = :action', { action: DOCUMENT_VIEWED })
      .andWhere('log.timestamp >= :start AND log.timestamp < :until', { start: window.start, until: window.until });
    if (window.staffId !== null) query.andWhere('log.staffId = :staffId', { staffId: window.staffId });
    return query;
  }

  /**
   * Customers whose documents were opened in the window, or (no staff account given) who held
   * documents in it. A customer deleted since is not here (nobody to write to); the views list
   * still shows their entries.
   */
  private exposedQuery(window: BreachWindow): SelectQueryBuilder<Customer> {
    const query = this.dataSource.getRepository(Customer).createQueryBuilder('customer');
    // targetId is text; both databases compare it with the integer id as a number.
    const viewed = query
      .subQuery()
      .select('log.targetId')
      .from(StaffLog, 'log')
      .where('log.action = :action')
      .andWhere('log.timestamp >= :start')
      .andWhere('log.timestamp < :until');
    if (window.staffId !== null) viewed.andWhere('log.staffId = :staffId');
    const wasViewed = `customer.id IN ${viewed.getQuery()}`;
    const heldSql = CUSTOMER_DOCUMENTS.map((document) => `customer.${document.column} IS NOT NULL`).join(' OR ');
    query.setParameters({ action: DOCUMENT_VIEWED, start: window.start, until: window.until, staffId: window.staffId });
    if (window.staffId !== null) return query.where(wasViewed);
    return query.where(new Brackets((either) => either.where(`(customer.createdAt < :until AND (${heldSql}))`).orWhere(wasViewed)));
  }

  /** Each entry with its staff member's role and its customer: two lookups for the whole batch. */
  private async describeViews(logs: StaffLog[]): Promise<DocumentViewView[]> {
    const customerIds = [...new Set(logs.map((log) => parseId(log.targetId)).filter((id): id is number => id !== null))];
    const staffIds = [...new Set(logs.map((log) => log.staffId).filter((id): id is number => id !== null))];
    const [customers, staff] = await Promise.all([
      customerIds.length
        ? this.dataSource
            .getRepository(Customer)
            .find({ where: { id: In(customerIds) }, select: { id: true, fullName: true, email: true } })
        : [],
      staffIds.length
        ? this.dataSource.getRepository(StaffMember).find({ where: { id: In(staffIds) }, select: { id: true, role: true } })
        : [],
    ]);
    const customerById = new Map(customers.map((customer) => [customer.id, customer]));
    const roleById = new Map(staff.map((member) => [member.id, member.role]));
    return logs.map((log) => {
      const customerId = parseId(log.targetId);
      const customer = customerId === null ? undefined : customerById.get(customerId);
      return {
        id: log.id,
        viewedAt: log.timestamp,
        staffId: log.staffId,
        staffUsername: log.staffUsername,
        staffRole: log.staffId === null ? null : (roleById.get(log.staffId) ?? null),
        customerId,
        customerName: customer?.fullName ?? null,
        customerEmail: customer?.email ?? null,
        document: viewedDocument(log.details),
      };
    });
  }

  /** Each customer with the documents opened in the window and when last: one query for the whole batch. */
  private async describeCustomers(window: BreachWindow, customers: Customer[]): Promise<ExposedCustomerView[]> {
    const views = await this.viewsOf(
      window,
      customers.map((customer) => customer.id),
    );
    return customers.map((customer) => {
      const view = views.get(customer.id);
      return {
        customerId: customer.id,
        fullName: customer.fullName,
        email: customer.email,
        phone: customer.phone,
        language: customer.language,
        documentsViewed: view ? inDocumentOrder(view.documents) : [],
        documentsHeld: heldDocuments(customer),
        lastViewedAt: view?.lastViewedAt ?? null,
      };
    });
  }

  /** Per customer: which documents were opened in the window, and when last. */
  private async viewsOf(window: BreachWindow, customerIds: number[]): Promise<Map<number, ViewsOfCustomer>> {
    const views = new Map<number, ViewsOfCustomer>();
    if (customerIds.length === 0) return views;
    const rows = await this.viewsQuery(window)
      .select('log.targetId', 'targetId')
      .addSelect('log.details', 'details')
      .addSelect('MAX(log.timestamp)', 'lastViewedAt')
      .andWhere('log.targetId IN (:...targetIds)', { targetIds: customerIds.map(String) })
      .groupBy('log.targetId')
      .addGroupBy('log.details')
      .getRawMany<{ targetId: unknown; details: unknown; lastViewedAt: unknown }>();
    // A raw datetime comes back as each driver gives it (a string from SQLite): read it as the column would be.
    const timestamp = this.dataSource.getMetadata(StaffLog).findColumnWithPropertyName('timestamp');
    for (const row of rows) {
      const customerId = parseId(row.targetId);
      if (customerId === null || !timestamp) continue;
      const lastViewedAt = this.dataSource.driver.prepareHydratedValue(row.lastViewedAt, timestamp) as Date;
      const view = views.get(customerId) ?? { documents: new Set<CustomerDocumentField>(), lastViewedAt };
      const document = viewedDocument(row.details);
      if (document) view.documents.add(document);
      if (lastViewedAt > view.lastViewedAt) view.lastViewedAt = lastViewedAt;
      views.set(customerId, view);
    }
    return views;
  }

  /** Keyset batches by id, each described as one page is. */
  private async *batches<Row extends { id: number }, View>(
    load: (afterId: number) => Promise<Row[]>,
    describe: (rows: Row[]) => Promise<View[]>,
  ): AsyncGenerator<View[]> {
    let afterId = 0;
    for (;;) {
      const rows = await load(afterId);
      if (rows.length === 0) return;
      yield await describe(rows);
      afterId = rows[rows.length - 1].id;
    }
  }

  /** A failure while writing ends the stream with the error. */
  private streamed(write: (output: PassThrough) => Promise<void>): Readable {
    const output = new PassThrough();
    write(output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
    return output;
  }

  private fileName(name: string, window: BreachWindow): string {
    return `breach-${name}-${window.from}-${window.to}${window.staffId === null ? '' : `-staff-${window.staffId}`}.xlsx`;
  }

  /** Each export is itself on the record: who took which list of customers' data, for which range. */
  private logExport(actor: AuthUser, list: 'document_views' | 'exposed_customers', window: BreachWindow): Promise<void> {
    return this.staffLogs.record(this.dataSource.manager, actor, {
      action: 'breach_export_downloaded',
      targetType: 'breach_export',
      targetId: null,
      details: { list, from: window.from, to: window.to, staffId: window.staffId },
    });
  }
}
