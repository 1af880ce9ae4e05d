import {
  DataSource,
  DeleteResult,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  QueryRunner,
} from 'typeorm';
import { FileStorage, StorageArea } from './file-storage';
import {
  inChunks,
  namesStillReferenced,
  STORED_FILE_REFERENCES,
  StoredFile,
  StoredFileReference,
  StoredFileReferences,
  storedNamesIn,
} from './stored-file-references';

/** Where a transaction keeps the files its deletes freed until it commits (QueryRunner.data is meant for this). */
const PENDING_KEY = 'storedFilesToRemove';
const KEYS_PER_QUERY = 500;

interface FileColumn {
  area: StorageArea;
  reference: StoredFileReference;
}

/** The table's file columns, from the one list of them. */
function fileColumnsOf(table: string, references: StoredFileReferences): FileColumn[] {
  return (Object.entries(references) as Array<[StorageArea, StoredFileReference[]]>).flatMap(([area, columns]) =>
    columns.filter((reference) => reference.table === table).map((reference) => ({ area, reference })),
  );
}

/** Tables whose rows the database deletes with a row of `parent` (ON DELETE CASCADE), and through which columns. */
function cascadingChildren(
  dataSource: DataSource,
  parent: EntityMetadata,
): Array<{ child: EntityMetadata; column: string; parentColumn: string }> {
  return dataSource.entityMetadatas.flatMap((child) =>
    child.foreignKeys
      .filter(
        (foreignKey) =>
          foreignKey.referencedTablePath === parent.tablePath && foreignKey.onDelete === 'CASCADE' && foreignKey.columnNames.length === 1,
      )
      .map((foreignKey) => ({ child, column: foreignKey.columnNames[0], parentColumn: foreignKey.referencedColumnNames[0] })),
  );
}

/**
 * The files named by the rows of `metadata` whose `keyColumn` is one of `keys`, and by the rows a
 * cascade would delete with them. On MySQL the rows are locked, so no parallel write changes a
 * name between this read and the delete (SQLite serialises writers already).
 */
async function filesOfRows(
  manager: EntityManager,
  metadata: EntityMetadata,
  keyColumn: string,
  keys: unknown[],
  references: StoredFileReferences,
  visited: Set<string>,
): Promise<StoredFile[]> {
  const fileColumns = fileColumnsOf(metadata.tableName, references);
  const children = cascadingChildren(manager.connection, metadata).filter((link) => !visited.has(link.child.tableName));
  const columns = [...new Set([...fileColumns.map(({ reference }) => reference.column), ...children.map((link) => link.parentColumn)])];
  if (keys.length === 0 || columns.length === 0) return [];
  const escape = (name: string) => manager.connection.driver.escape(name);
  const lock = manager.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
  const rows: Array<Record<string, unknown>> = [];
  for (const chunk of inChunks(keys, KEYS_PER_QUERY)) {
    const select = `SELECT ${columns.map(escape).join(', ')} FROM ${escape(metadata.tableName)} WHERE ${escape(keyColumn)} IN (${chunk.map(() => '?').join(', ')})${lock}`;
    rows.push(...((await manager.query(select, chunk)) as Array<Record<string, unknown>>));
  }
  const files = rows.flatMap((row) =>
    fileColumns.flatMap(({ area, reference }) => storedNamesIn(row[reference.column], reference).map((fileName) => ({ area, fileName }))),
  );
  for (const link of children) {
    const parentKeys = [...new Set(rows.map((row) => row[link.parentColumn]).filter((value) => value !== null && value !== undefined))];
    files.push(
      ...(await filesOfRows(manager, link.child, link.column, parentKeys, references, new Set([...visited, link.child.tableName]))),
    );
  }
  return files;
}

/**
 * The stored files the rows matching `where` own, their cascaded children's included. Read inside
 * the deleting transaction, before the delete: afterwards the rows are gone.
 */
export async function storedFilesOwnedBy<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
  references: StoredFileReferences = STORED_FILE_REFERENCES,
): Promise<StoredFile[]> {
  const metadata = manager.connection.getMetadata(target);
  const [key] = metadata.primaryColumns;
  const rows = await manager.find(target, { select: { [key.propertyName]: true } as FindOptionsSelect<Entity>, where });
  const keys = rows.map((row) => key.getEntityValue(row) as unknown);
  return filesOfRows(manager, metadata, key.databaseName, keys, references, new Set([metadata.tableName]));
}

type PendingData = { [PENDING_KEY]?: StoredFile[] };

function pendingOf(queryRunner: QueryRunner): StoredFile[] {
  const data = queryRunner.data as PendingData;
  data[PENDING_KEY] ??= [];
  return data[PENDING_KEY];
}

/** Hands over (and forgets) the files the transaction's deletes freed. */
export function takeFilesFreedBy(queryRunner: QueryRunner): StoredFile[] {
  const data = queryRunner.data as PendingData;
  const files = data[PENDING_KEY] ?? [];
  delete data[PENDING_KEY];
  return files;
}

/**
 * Deletes the rows matching `where` (the same conditional DELETE as manager.delete) and, once the
 * transaction commits, the stored files they and their cascaded children named (FreedFilesRemover).
 * Every delete of a row that may name files goes through here, so a new file column needs no
 * change at the delete sites. Outside a transaction it opens one.
 */
export async function deleteWithOwnedFiles<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
): Promise<DeleteResult> {
  const queryRunner = manager.queryRunner;
  if (!queryRunner?.isTransactionActive) return manager.transaction((inTransaction) => deleteWithOwnedFiles(inTransaction, target, where));
  const files = await storedFilesOwnedBy(manager, target, where);
  const result = await manager.delete(target, where);
  if (result.affected) pendingOf(queryRunner).push(...files);
  return result;
}

/**
 * Removes the files no row names any more; returns how many went. A file that another row still
 * names (a rental's payment proof is also its payment's) stays. Failures are left to the orphan sweep.
 */
export async function removeUnreferencedFiles(
  manager: EntityManager,
  storage: FileStorage,
  files: StoredFile[],
  references = STORED_FILE_REFERENCES,
): Promise<number> {
  let removed = 0;
  const areas = new Set(files.map((file) => file.area));
  for (const area of areas) {
    const names = [...new Set(files.filter((file) => file.area === area).map((file) => file.fileName))];
    const kept = await namesStillReferenced(manager, area, names, references);
    const unreferenced = names.filter((name) => !kept.has(name));
    for (const chunk of inChunks(unreferenced, 8)) await Promise.all(chunk.map((name) => storage.remove(area, name)));
    removed += unreferenced.length;
  }
  return removed;
}
