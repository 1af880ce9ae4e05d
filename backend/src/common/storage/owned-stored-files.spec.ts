import { Column, DataSource, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StorageArea } from './file-storage';
import { storedFilesOwnedBy } from './owned-stored-files';
import { namesStillReferenced, StoredFileReferences } from './stored-file-references';

@Entity('albums')
class Album {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', nullable: true })
  coverName: string | null;
}

/** Deleted by the database with its album. */
@Entity('album_pages')
class AlbumPage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  albumId: number;

  @ManyToOne(() => Album, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'albumId' })
  album?: Album;

  @Column({ type: 'simple-json', nullable: true })
  photos: Array<{ fileName: string }> | null;
}

/** Outlives its album (SET NULL): its file is not the album's. */
@Entity('album_notes')
class AlbumNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  albumId: number | null;

  @ManyToOne(() => Album, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'albumId' })
  album?: Album | null;

  @Column({ type: 'varchar', nullable: true })
  scanName: string | null;
}

const none = {
  'customer-documents': [],
  'vehicle-photos': [],
  'vehicle-documents': [],
  signatures: [],
  'payment-proofs': [],
  settings: [],
};
const REFERENCES: StoredFileReferences = {
  ...none,
  'rental-photos': [
    { table: 'albums', column: 'coverName', key: 'id' },
    { table: 'album_pages', column: 'photos', key: 'id', json: true },
  ],
  pdfs: [{ table: 'album_notes', column: 'scanName', key: 'id' }],
};

const name = (digit: number, extension = 'jpg') => `0000000${digit}-0000-4000-8000-000000000000.${extension}`;

describe('storedFilesOwnedBy and namesStillReferenced', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Album, AlbumPage, AlbumNote],
      synchronize: true,
    });
    await dataSource.initialize();
  });

  afterAll(() => dataSource.destroy());

  it("lists a row's own files and those of the rows a cascade deletes with it, not those of rows that outlive it", async () => {
    const album = await dataSource.getRepository(Album).save({ coverName: name(1) });
    const other = await dataSource.getRepository(Album).save({ coverName: name(9) });
    await dataSource.getRepository(AlbumPage).save([
      { albumId: album.id, photos: [{ fileName: name(2) }, { fileName: name(3) }] },
      { albumId: album.id, photos: null },
      { albumId: other.id, photos: [{ fileName: name(8) }] },
    ]);
    await dataSource.getRepository(AlbumNote).save({ albumId: album.id, scanName: name(4, 'pdf') });

    const owned = await dataSource.transaction((manager) => storedFilesOwnedBy(manager, Album, { id: album.id }, REFERENCES));

    const byArea = (area: StorageArea) =>
      owned
        .filter((file) => file.area === area)
        .map((file) => file.fileName)
        .sort();
    expect(byArea('rental-photos')).toEqual([name(1), name(2), name(3)]);
    expect(byArea('pdfs')).toEqual([]);
    expect(owned).toHaveLength(3);
  });

  it('finds which names rows still hold, in plain and json columns, and only those asked about', async () => {
    await dataSource.getRepository(Album).save({ coverName: name(5) });
    await dataSource.getRepository(AlbumPage).save({ albumId: 1, photos: [{ fileName: `${name(6)}x` }, { fileName: name(7) }] });

    const found = await namesStillReferenced(dataSource.manager, 'rental-photos', [name(5), name(6), name(7), name(0)], REFERENCES);

    // name(6) only appears inside a longer name: a LIKE match that parsing rules out.
    expect([...found].sort()).toEqual([name(5), name(7)]);
  });

  it('reads a json column through page by page when asked about many names at once', async () => {
    const many = Array.from({ length: 120 }, (_, index) => `${String(index).padStart(8, '0')}-1111-4000-8000-000000000000.jpg`);
    const filler = Array.from({ length: 1010 }, () => ({ albumId: 1, photos: [{ fileName: name(0) }] }));
    for (const chunk of [filler.slice(0, 500), filler.slice(500)]) await dataSource.getRepository(AlbumPage).insert(chunk);
    // Both names sit after more than a page of other rows.
    await dataSource.getRepository(AlbumPage).insert({ albumId: 1, photos: [{ fileName: many[3] }, { fileName: many[117] }] });

    const found = await namesStillReferenced(dataSource.manager, 'rental-photos', many, REFERENCES);

    expect([...found].sort()).toEqual([many[3], many[117]]);
  });
});
