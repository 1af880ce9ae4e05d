import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPublishedBankDetail, isPublishedSecret, PUBLISHED_SECRET_VALUES } from './published-secrets';

const REPOSITORY = resolve(__dirname, '../../..');

/** Files an operator copies settings from (docker/ with its subfolders, such as the nginx configs). */
function operatorFiles(): string[] {
  const docker = readdirSync(join(REPOSITORY, 'docker'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return [...['README.md', 'docker-compose.yml', '.env.example'].map((name) => join(REPOSITORY, name)), ...docker];
}

/** `NAME=value`, `NAME: value` and `${NAME:-value}` for the secret settings. */
const ASSIGNMENT =
  /(JWT_SECRET|ADMIN_PASSWORD|DB_PASSWORD|MYSQL_ROOT_PASSWORD|MYSQL_PASSWORD|S3_SECRET_ACCESS_KEY|MINIO_ROOT_PASSWORD)(?:=|:-|:[ \t]+)([^\s`'"|}=]+)/g;

describe('published secrets', () => {
  it('knows every secret value printed in the operator files', () => {
    const printed: string[] = [];
    for (const file of operatorFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(ASSIGNMENT)) {
        const value = match[2];
        // Empty values, references to other variables and required-variable messages are not secrets.
        if (value === '' || value.startsWith('$') || value.startsWith('?') || value.startsWith('#')) continue;
        printed.push(value);
      }
    }
    expect(printed.filter((value) => !isPublishedSecret(value))).toEqual([]);
  });

  it('knows every bank account printed in the operator files', () => {
    const printed: Array<['BANK_NAME' | 'BANK_ACCOUNT_NAME' | 'BANK_ACCOUNT_NUMBER', string]> = [];
    for (const file of operatorFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(BANK_ACCOUNT_NAME|BANK_ACCOUNT_NUMBER)(?:=|:-|:[ \t]+)([^\n`'"|}]+)/g)) {
        const value = match[2].trim();
        if (value === '' || value.startsWith('$') || value.startsWith('?') || value.startsWith('#')) continue;
        printed.push([match[1] as 'BANK_ACCOUNT_NAME' | 'BANK_ACCOUNT_NUMBER', value]);
      }
    }
    expect(printed.filter(([setting, value]) => !isPublishedBankDetail(setting, value))).toEqual([]);
    expect(isPublishedBankDetail('BANK_ACCOUNT_NAME', '<the account holder, as the bank shows it>')).toBe(true);
    expect(isPublishedBankDetail('BANK_ACCOUNT_NUMBER', '8001 2233 4455')).toBe(false);
  });

  it('knows the README demo passwords', () => {
    const readme = readFileSync(join(REPOSITORY, 'README.md'), 'utf8');
    for (const [, password] of readme.matchAll(/`[a-z]+` \/ `([^`]+)`/g)) expect(isPublishedSecret(password)).toBe(true);
  });

  it('leaves real secrets alone', () => {
    expect(isPublishedSecret('9fQe-2xLr7Wb0pK4sN8vT1yZ6cM3hJ5a')).toBe(false);
    expect(PUBLISHED_SECRET_VALUES).toContain('admin123');
  });
});
