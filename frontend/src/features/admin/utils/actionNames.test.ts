import { describe, expect, it } from 'vitest';
import english from '../../../i18n/locales/en/admin';
import malay from '../../../i18n/locales/ms/admin';
import serverSource from '../../../../../backend/src/staff-logs/server-log-actions.ts?raw';

/**
 * The actions the server logs, read from the server's own list (the one StaffLogsService.record
 * accepts), so a new server action without an admin label in both languages fails here, not in
 * front of the admin as a raw code.
 */
function serverLogActions(): string[] {
  const list = /SERVER_LOG_ACTIONS = \[([\s\S]*?)\] as const/.exec(serverSource)?.[1] ?? '';
  return [...list.matchAll(/'([a-z0-9_]+)'/g)].map((match) => match[1]);
}

/**
 * Actions the staff app itself reports (POST /api/staff/logs). It sends none today: every change
 * is logged by the server in the same transaction. An action added here needs its labels too.
 */
const CLIENT_LOG_ACTIONS: readonly string[] = [];

describe("the admin's action names", () => {
  const actions = [...serverLogActions(), ...CLIENT_LOG_ACTIONS];

  it('reads the server list', () => {
    expect(actions.length).toBeGreaterThan(50);
    expect(actions).toContain('rental_return_updated');
  });

  it.each([
    ['English', english.actionNames],
    ['Malay', malay.actionNames],
  ])('names every logged action in %s', (_language, names) => {
    const unnamed = actions.filter((action) => !Object.hasOwn(names, action) || !(names as Record<string, string>)[action].trim());
    expect(unnamed).toEqual([]);
  });
});
