// node --test scripts/container/: the image rules catch each defect the Dockerfile had before (fixtures/Dockerfile.before).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { dockerfileProblems, durationSeconds, parseDockerfile, stopGraceProblems } from './checks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const before = readFileSync(join(here, 'fixtures', 'Dockerfile.before'), 'utf8');
const current = readFileSync(join(here, '..', '..', 'docker', 'Dockerfile'), 'utf8');

test('the repository Dockerfile holds every rule', () => {
  assert.deepEqual(dockerfileProblems(current), []);
});

test('the Dockerfile as it was fails on each defect', () => {
  const problems = dockerfileProblems(before).join('\n');
  for (const expected of [
    /"# syntax=" line/,
    /HEALTHCHECK must reach the app on \$PORT/,
    /HEALTHCHECK hard-codes a port/,
    /no init as PID 1/,
    /does not install fonts-noto-core/,
    /does not install fonts-noto-cjk/,
    /COPY --from=build \/app\/node_modules node_modules: the runtime's node_modules must come from/,
    /stage build runs npm without npm_config_nodedir/,
  ]) {
    assert.match(problems, expected);
  }
});

test('one change at a time is caught', () => {
  const cases = [
    ['# syntax=docker/dockerfile:1\n' + current, /"# syntax=" line/],
    [current.replace('${PORT}', '3000'), /HEALTHCHECK/],
    [
      current.replace(
        'CMD curl -fsS "http://127.0.0.1:${PORT}/api/health" || exit 1',
        'CMD ["curl", "-fsS", "http://127.0.0.1:${PORT}/api/health"]',
      ),
      /exec form/,
    ],
    [current.replace('ENTRYPOINT ["/usr/bin/tini", "--"]\n', ''), /no init as PID 1/],
    [current.replace(' fonts-noto-cjk', ''), /fonts-noto-cjk/],
    [current.replace('--omit=dev ', ''), /node_modules must come from/],
    [current.replace('--workspace backend ', ''), /node_modules must come from/],
    [current.replace(/ENV npm_config_nodedir=\/usr\/local\n/g, ''), /npm_config_nodedir/],
  ];
  for (const [text, expected] of cases) {
    assert.notEqual(text, current, `the case for ${expected} changed nothing`);
    assert.match(dockerfileProblems(text).join('\n'), expected);
  }
});

test('continuation lines and comments inside RUN are read as Docker reads them', () => {
  const { stages } = parseDockerfile('FROM a AS one\nRUN apt-get install \\\n  # a comment\n  chromium \\\n  tini\nFROM one\nCMD ["x"]\n');
  assert.deepEqual(
    stages.map((stage) => stage.name),
    ['one', '1'],
  );
  assert.deepEqual(stages[0].instructions, [{ keyword: 'RUN', args: 'apt-get install chromium tini' }]);
});

test('stop grace periods: Docker durations, and the 10 s default when unset', () => {
  assert.equal(durationSeconds('30s'), 30);
  assert.equal(durationSeconds('1m30s'), 90);
  assert.equal(durationSeconds('1500ms'), 1.5);
  assert.ok(Number.isNaN(durationSeconds('soon')));
  assert.deepEqual(stopGraceProblems('app', { stop_grace_period: '30s' }), []);
  assert.deepEqual(stopGraceProblems('app', { stop_grace_period: '1m' }), []);
  assert.match(stopGraceProblems('app', {}).join(), /Docker default 10s/);
  assert.match(stopGraceProblems('app', { stop_grace_period: '20s' }).join(), /shorter than 30s/);
});
