import {
  EntityMetadata,
  FindOptionsOrder,
  FindOptionsRelations,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
} from 'typeorm';

/** Relations to join, each with the columns of it the page's view reads (its id comes too). */
export type JoinedColumns<T> = Partial<Record<keyof T & string, readonly string[]>>;

export interface PageQuery<T extends ObjectLiteral> {
  where: FindOptionsWhere<T> | FindOptionsWhere<T>[];
  /** Many-to-one (or owning one-to-one) relations only: joined into the page's one query. */
  joined?: JoinedColumns<T>;
  order: FindOptionsOrder<T>;
  skip: number;
  take: number;
}

/**
 * One page of rows and the total, as two queries at once. TypeORM's findAndCount runs them one
 * after the other, and with a relation joined it first selects the page's distinct ids (a join
 * could repeat a row). A many-to-one join cannot, so here the page is ONE query with LIMIT/OFFSET;
 * a relation of another kind is refused rather than silently paged wrong. A joined relation
 * brings only the columns its view reads, not the whole row (a rental has 32 columns).
 */
export async function findPage<T extends ObjectLiteral>(repository: Repository<T>, query: PageQuery<T>): Promise<[T[], number]> {
  const joined = Object.entries(query.joined ?? {}) as [string, readonly string[]][];
  const select: Record<string, unknown> = { ...ownColumns(repository.metadata) };
  for (const [name, columns] of joined) {
    const relation = repository.metadata.findRelationWithPropertyPath(name);
    if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner))
      throw new Error(`findPage cannot join ${repository.metadata.name}.${name}: only many-to-one relations keep one row per entity`);
    const unknown = columns.filter((column) => !relation.inverseEntityMetadata.findColumnWithPropertyName(column));
    if (unknown.length > 0)
      throw new Error(`findPage cannot select ${relation.inverseEntityMetadata.name}.${unknown.join(', ')}: no such column`);
    const primary = relation.inverseEntityMetadata.primaryColumns.map((column) => column.propertyName);
    select[name] = Object.fromEntries([...primary, ...columns].map((column) => [column, true]));
  }
  const relations = Object.fromEntries(joined.map(([name]) => [name, true])) as FindOptionsRelations<T>;
  const page = repository
    .createQueryBuilder()
    .setFindOptions({ select: select as FindOptionsSelect<T>, where: query.where, relations, order: query.order })
    .offset(query.skip)
    .limit(query.take)
    .getMany();
  // A many-to-one LEFT JOIN never changes the count, so the total joins only what the filter uses.
  const filtered = new Set((Array.isArray(query.where) ? query.where : [query.where]).flatMap((where) => Object.keys(where)));
  const countRelations = joined.map(([name]) => name).filter((name) => filtered.has(name));
  const total = repository.count({
    where: query.where,
    relations:
      countRelations.length > 0 ? (Object.fromEntries(countRelations.map((name) => [name, true])) as FindOptionsRelations<T>) : undefined,
  });
  return Promise.all([page, total]);
}

const ownColumnsOf = new WeakMap<EntityMetadata, Record<string, true>>();

/** Every column an entity maps to a property of its own (foreign keys declared as columns included); worked out once per entity. */
function ownColumns(metadata: EntityMetadata): Record<string, true> {
  let columns = ownColumnsOf.get(metadata);
  if (!columns) {
    columns = Object.fromEntries(
      metadata.columns
        .filter((column) => !column.relationMetadata || column.propertyName !== column.relationMetadata.propertyName)
        .map((column) => [column.propertyName, true as const]),
    );
    ownColumnsOf.set(metadata, columns);
  }
  return columns;
}
