import { loggedPath } from './request-path';

describe('loggedPath', () => {
  it('drops the query string and fragment', () => {
    expect(loggedPath('/api/agreements/12?expires=1700000000&signature=abc123')).toBe('/api/agreements/12');
    expect(loggedPath('/api/staff/customers?search=900101-14-5678')).toBe('/api/staff/customers');
    expect(loggedPath('/verify#code=123456')).toBe('/verify');
  });

  it('masks the token of an agreement link', () => {
    expect(loggedPath('/api/agreement-links/Zm9vYmFyYmF6cXV4')).toBe('/api/agreement-links/:token');
    expect(loggedPath('/api/agreement-links/Zm9vYmFy/pdf?x=1')).toBe('/api/agreement-links/:token/pdf');
  });

  it('masks a JSON Web Token anywhere in the path', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl';
    expect(loggedPath(`/api/whatever/${jwt}`)).toBe('/api/whatever/:token');
    expect(loggedPath(`/${jwt}/next`)).toBe('/:token/next');
  });

  it('leaves ordinary paths alone and caps very long ones', () => {
    expect(loggedPath('/api/staff/rentals/42/files/signature')).toBe('/api/staff/rentals/42/files/signature');
    expect(loggedPath(`/${'a'.repeat(500)}`)).toHaveLength(203);
  });
});
