import { Repository } from 'typeorm';
import { findPage } from './find-page';

interface Row {
  id: number;
  items?: Row[];
}

/** Just enough of a repository to reach the relation check, which comes before any query. */
function repositoryWith(relation: { isManyToOne: boolean; isOneToOneOwner: boolean } | undefined): Repository<Row> {
  const createQueryBuilder = jest.fn(() => {
    throw new Error('no query may run');
  });
  return {
    metadata: { name: 'Row', columns: [], findRelationWithPropertyPath: () => relation },
    createQueryBuilder,
  } as unknown as Repository<Row>;
}

describe('findPage', () => {
  it('refuses to join a relation that could repeat a row (one-to-many, many-to-many) or does not exist', async () => {
    const page = { where: {}, joined: { items: ['id'] }, order: { id: 'DESC' as const }, skip: 0, take: 20 };
    await expect(findPage(repositoryWith({ isManyToOne: false, isOneToOneOwner: false }), page)).rejects.toThrow(
      'findPage cannot join Row.items',
    );
    await expect(findPage(repositoryWith(undefined), page)).rejects.toThrow('findPage cannot join Row.items');
  });

  it('refuses a joined column the related entity does not have', async () => {
    const columns = [{ propertyName: 'id' }, { propertyName: 'name' }];
    const related = {
      name: 'Item',
      primaryColumns: [columns[0]],
      findColumnWithPropertyName: (name: string) => columns.find((column) => column.propertyName === name),
    };
    const repository = repositoryWith({ isManyToOne: true, isOneToOneOwner: false });
    Object.assign(repository.metadata.findRelationWithPropertyPath('items') ?? {}, { inverseEntityMetadata: related });
    const page = { where: {}, joined: { items: ['name', 'nmae'] }, order: { id: 'DESC' as const }, skip: 0, take: 20 };
    await expect(findPage(repository, page)).rejects.toThrow('findPage cannot select Item.nmae: no such column');
  });
});
