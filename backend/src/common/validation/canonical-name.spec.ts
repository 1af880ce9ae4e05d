import { canonicalName, exactMatch, limitKey } from './canonical-name';

describe('canonicalName', () => {
  it.each([
    ['Staff', 'staff'],
    [' QA-ADMIN ', 'qa-admin'],
    ['ＳＴＡＦＦ', 'staff'],
    ['Aisyah@Example.COM', 'aisyah@example.com'],
    ['ｏｆﬁｃｅ@example.com', 'office@example.com'],
    ['\u3000boss\u3000', 'boss'],
    ['A\u0308isyah', 'äisyah'],
  ])('turns %j into %j', (typed, stored) => {
    expect(canonicalName(typed)).toBe(stored);
  });

  it('keeps accents: a look-alike is another name', () => {
    expect(canonicalName('stäff')).not.toBe(canonicalName('staff'));
  });

  it('is idempotent', () => {
    for (const name of ['Staff', 'ＳＴＡＦＦ', 'İstanbul', 'ǅemal', 'ﬀ'])
      expect(canonicalName(canonicalName(name))).toBe(canonicalName(name));
  });
});

describe('limitKey', () => {
  it('gives every look-alike of a name the same key', () => {
    const key = limitKey('staff');
    for (const name of ['stäff', 'STÄFF', 'stáff', 'ｓｔａｆｆ', 'sta\u0308ff', ' Staff ']) expect(limitKey(name)).toBe(key);
    expect(limitKey('äisyah@example.com')).toBe(limitKey('aisyah@example.com'));
    expect(limitKey('other')).not.toBe(key);
  });
});

describe('exactMatch', () => {
  it('takes only the row whose name is exactly the canonical one', () => {
    const rows = [{ name: 'staff' }];
    expect(exactMatch(rows, (row) => row.name, 'staff')).toBe(rows[0]);
    expect(exactMatch(rows, (row) => row.name, 'stäff')).toBeNull();
  });
});
