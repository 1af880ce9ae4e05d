import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { onDuplicateKey } from './driver-errors';

const failure = (code: string) => new QueryFailedError('INSERT', [], Object.assign(new Error(code), { code }));

describe('onDuplicateKey', () => {
  it('passes the result through when the write succeeds', async () => {
    await expect(onDuplicateKey(Promise.resolve(7), () => 0)).resolves.toBe(7);
  });

  it('hands a duplicate key on either driver to the caller, who may refuse or answer', async () => {
    for (const code of ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']) {
      await expect(onDuplicateKey(Promise.reject(failure(code)), () => 'again')).resolves.toBe('again');
      const refusal = onDuplicateKey(Promise.reject(failure(code)), () => {
        throw new ConflictException('That username is already taken');
      });
      await expect(refusal).rejects.toThrow(ConflictException);
    }
  });

  it('lets every other failure through unchanged', async () => {
    const other = failure('ER_NO_SUCH_TABLE');
    await expect(onDuplicateKey(Promise.reject(other), () => 'never')).rejects.toBe(other);
    const refusal = new ConflictException('taken');
    await expect(onDuplicateKey(Promise.reject(refusal), () => 'never')).rejects.toBe(refusal);
  });
});
