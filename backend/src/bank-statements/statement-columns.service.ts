import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { StatementSettingsView } from './dto/bank-statement.view';
import { SaveStatementColumnsDto } from './dto/save-statement-columns.dto';
import {
  PRESET_COLUMNS,
  SavedStatementColumns,
  STATEMENT_LAYOUTS,
  STATEMENT_PRESETS,
  StatementColumns,
  StatementLayout,
} from './statement-columns';
import { MAX_STATEMENT_LINES, MAX_STATEMENT_MEGABYTES } from './statement-limits';

/** The app_settings row holding the business's statement layout, as JSON. */
const COLUMNS_SETTING = 'bankStatementColumns';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The stored JSON, or null when there is none or it is not a layout this version reads. */
function savedColumnsOf(value: string | null | undefined): SavedStatementColumns | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { layout, columns } = parsed as { layout?: unknown; columns?: Partial<Record<keyof StatementColumns, unknown>> };
  if (!STATEMENT_LAYOUTS.includes(layout as StatementLayout) || typeof columns !== 'object' || columns === null) return null;
  if (!isText(columns.date) || !isText(columns.description) || !isText(columns.amount)) return null;
  const reference = isText(columns.reference) ? columns.reference : null;
  return {
    layout: layout as StatementLayout,
    columns: { date: columns.date, description: columns.description, reference, amount: columns.amount },
  };
}

/**
 * Which columns of the bank's CSV export the import reads: chosen once (a bank's preset or the
 * business's own headers) and remembered for every later statement, one layout per business.
 */
@Injectable()
export class StatementColumnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async current(): Promise<SavedStatementColumns | null> {
    const setting = await this.dataSource.getRepository(AppSetting).findOneBy({ name: COLUMNS_SETTING });
    return savedColumnsOf(setting?.value);
  }

  async settings(): Promise<StatementSettingsView> {
    const saved = await this.current();
    return {
      layout: saved?.layout ?? null,
      columns: saved?.columns ?? null,
      presets: STATEMENT_PRESETS.map((layout) => ({ layout, columns: PRESET_COLUMNS[layout] })),
      maxMegabytes: MAX_STATEMENT_MEGABYTES,
      maxLines: MAX_STATEMENT_LINES,
    };
  }

  /** Saving the layout already in use changes and logs nothing. */
  async save(actor: AuthUser, dto: SaveStatementColumnsDto): Promise<StatementSettingsView> {
    const saved: SavedStatementColumns = {
      layout: dto.layout,
      columns:
        dto.layout === 'custom'
          ? {
              date: dto.dateColumn as string,
              description: dto.descriptionColumn as string,
              reference: dto.referenceColumn ?? null,
              amount: dto.amountColumn as string,
            }
          : PRESET_COLUMNS[dto.layout],
    };
    const value = JSON.stringify(saved);
    await inTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOneBy(AppSetting, { name: COLUMNS_SETTING });
      if (current?.value === value) return;
      await manager.upsert(AppSetting, { name: COLUMNS_SETTING, value, updatedAt: new Date() }, ['name']);
      await this.staffLogs.record(manager, actor, {
        action: 'bank_statement_columns_saved',
        targetType: 'settings',
        targetId: COLUMNS_SETTING,
        details: {
          layout: saved.layout,
          dateColumn: saved.columns.date,
          descriptionColumn: saved.columns.description,
          referenceColumn: saved.columns.reference,
          amountColumn: saved.columns.amount,
        },
      });
    });
    return this.settings();
  }
}
