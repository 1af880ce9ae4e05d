import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { ERROR_CATALOGUES, ERROR_CODES, ERROR_DEFINITIONS } from './app-errors';
import { FIELD_ERROR_CODES, fieldErrorCode } from './common/errors/field-errors';

function sourceFiles(folder: string, ending: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, ending);
    return path.endsWith(ending) ? [path] : [];
  });
}

describe('error catalogue', () => {
  it('gives every refusal its own UPPER_SNAKE code', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(FIELD_ERROR_CODES).size).toBe(FIELD_ERROR_CODES.length);
  });

  it('lists every domain catalogue file in the aggregator', () => {
    const files = sourceFiles(__dirname, '.errors.ts');
    const listed = new Set(Object.values(ERROR_CATALOGUES));
    expect(files.length).toBe(listed.size);
    for (const file of files) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.values(require(file) as Record<string, unknown>);
      expect(exported.some((value) => listed.has(value as never))).toBe(true);
    }
  });

  it('keeps each status an HTTP error status and each message non-empty', () => {
    for (const definition of ERROR_DEFINITIONS) {
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.message.trim()).not.toBe('');
    }
  });

  it('has a field code for every class-validator constraint the DTOs use', async () => {
    await Promise.all(sourceFiles(__dirname, '.dto.ts').map((file) => import(file)));
    const constraints = new Set<string>();
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<unknown, Array<{ name?: string; type: string; constraintCls?: unknown }>>;
    };
    for (const list of storage.validationMetadatas.values()) {
      for (const metadata of list) {
        const name = metadata.name ?? (metadata.type === 'customValidation' ? constraintName(metadata.constraintCls) : metadata.type);
        if (['conditionalValidation', 'isOptional', 'whitelistValidation', 'nestedValidation', 'promiseValidation'].includes(metadata.type))
          continue;
        if (name) constraints.add(name);
      }
    }
    expect(constraints.size).toBeGreaterThan(5);
    const unmapped = [...constraints].filter((name) => fieldErrorCode(name) === 'INVALID');
    expect(unmapped).toEqual([]);
  });
});

function constraintName(constraintClass: unknown): string | undefined {
  const storage = getMetadataStorage();
  return storage.getTargetValidatorConstraints(constraintClass as never)[0]?.name;
}
