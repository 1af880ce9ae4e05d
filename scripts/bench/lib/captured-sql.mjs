import { readFileSync } from 'node:fs';

/**
 * The statements one captured request ran, as the baseline replays them: groups run one after
 * another, the statements inside a group at once (the app had them in flight together, e.g. the
 * dashboard's Promise.all). A transaction is replayed statement by statement on one connection.
 */
export function replayPlan(queries) {
  const ordered = [...queries].sort((a, b) => a.start - b.start);
  const groups = [];
  let groupEnd = -Infinity;
  for (const query of ordered) {
    if (groups.length === 0 || query.start >= groupEnd) {
      groups.push([]);
      groupEnd = query.end;
    } else {
      groupEnd = Math.max(groupEnd, query.end);
    }
    groups.at(-1).push({ sql: query.sql, params: query.params });
  }
  const transaction = ordered.some((query) => /^\s*(START TRANSACTION|BEGIN)/i.test(query.sql));
  return { groups, transaction, statements: ordered.length };
}

/** The capture lines the app wrote, by request name (the newest wins). */
export function readCaptures(file) {
  const captures = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const capture = JSON.parse(line);
    captures.set(capture.name, capture);
  }
  return captures;
}
