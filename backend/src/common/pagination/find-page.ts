import { FindOptionsOrder, FindOptionsRelations, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';

export interface PageQuery<T extends ObjectLiteral> {
  where: FindOptionsWhere<T> | FindOptionsWhere<T>[];
  /** Many-to-one (or owning one-to-one) relations only: joined into the page's one query. */
  relations?: FindOptionsRelations<T>;
  order: FindOptionsOrder<T>;
  skip: number;
  take: number;
}

/**
 * One page of rows and the total, as two queries at once. TypeORM's findAndCount runs them one
 * after the other, and with a relation joined it first selects the page's distinct ids (a join
 * could repeat a row). A many-to-one join cannot, so here the page is ONE query with LIMIT/OFFSET;
 * a relation of another kind is refused rather than silently paged wrong.
 */
export async function findPage<T extends ObjectLiteral>(repository: Repository<T>, query: PageQuery<T>): Promise<[T[], number]> {
  const relationNames = Object.keys(query.relations ?? {}).filter((name) => query.relations?.[name as keyof FindOptionsRelations<T>]);
  for (const name of relationNames) {
    const relation = repository.metadata.findRelationWithPropertyPath(name);
    if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner)) throw new Error(`findPage cannot join ${repository.metadata.name}.${name}: only many-to-one relations keep one row per entity`);
  }
  const page = repository
    .createQueryBuilder()
    .setFindOptions({ where: query.where, relations: query.relations, order: query.order })
    .offset(query.skip)
    .limit(query.take)
    .getMany();
  // A many-to-one LEFT JOIN never changes the count, so the total joins only what the filter uses.
  const filtered = new Set((Array.isArray(query.where) ? query.where : [query.where]).flatMap((where) => Object.keys(where)));
  const countRelations = relationNames.filter((name) => filtered.has(name));
  const total = repository.count({
    where: query.where,
    relations: countRelations.length > 0 ? (Object.fromEntries(countRelations.map((name) => [name, true])) as FindOptionsRelations<T>) : undefined,
  });
  return Promise.all([page, total]);
}
