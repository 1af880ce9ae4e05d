import { describe, expect, it } from 'vitest';
import { fetchProtectedFile, fileNameFromDisposition } from './blobFiles';
import { mockFetch } from '../../test/mockFetch';

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="customers-2026-03-07.xlsx"')).toBe('customers-2026-03-07.xlsx');
    expect(fileNameFromDisposition('attachment; filename=customers.xlsx')).toBe('customers.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''pelanggan%20mac.xlsx")).toBe('pelanggan mac.xlsx');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('fetchProtectedFile', () => {
  it("sends the bearer token and reports failures with the server's message", async () => {
    const { calls } = mockFetch({
      'GET /api/staff/customer-files/gone.jpg': { status: 404, body: { statusCode: 404, message: 'File not found', error: 'Not Found' } },
    });
    await expect(fetchProtectedFile('/api/staff/customer-files/gone.jpg', 'jwt-staff')).rejects.toMatchObject({
      status: 404,
      message: 'File not found',
    });
    expect(calls[0].headers.get('authorization')).toBe('Bearer jwt-staff');
  });
});
