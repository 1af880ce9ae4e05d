import { describeMailError } from './mail-errors';

describe('describeMailError', () => {
  it('removes the SMTP URL and any credentials in a URL', () => {
    const url = 'smtp://mailer:s3cret@mail.example.com:587';
    const text = describeMailError(new Error(`Connection to ${url} failed; see smtps://other:pw@host`), url);
    expect(text).toBe('Connection to [SMTP_URL] failed; see smtps://[credentials]@host');
    expect(text).not.toContain('s3cret');
  });

  it('keeps it to one bounded line', () => {
    const text = describeMailError(new Error(`a\n\nb ${'x'.repeat(1000)}`), null);
    expect(text.startsWith('a b x')).toBe(true);
    expect(text).toHaveLength(500);
  });
});
