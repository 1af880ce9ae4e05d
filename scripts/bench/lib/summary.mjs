import { nestCeiling } from './floor.mjs';
import { PHONE_TARGETS } from './phone.mjs';

/** The bench's targets: the app against the bare baseline, growth with data, PDFs and registration. */
export const TARGETS = {
  minThroughputRatio: 0.5,
  maxP50Ratio: 1.5,
  maxP99Growth: 2,
  minPdfSpeedup: 8,
  maxRegistrationRatio: 1.3,
  maxBackupWriteP99Ratio: 2,
};

/** autocannon reports whole milliseconds; a sub-millisecond baseline counts as 1 ms so ratios stay finite. */
const latencyRatio = (app, baseline) => app / Math.max(baseline, 1);
const fixed = (value, digits = 2) => Number(value.toFixed(digits));

/** Every target as { target, measured, met }. */
export function evaluate(result) {
  const checks = [];
  for (const size of result.sizes) {
    for (const row of size.routes) {
      const throughput = row.app.requestsPerSecond / Math.max(row.baseline.requestsPerSecond, 1);
      const p50 = latencyRatio(row.app.p50, row.baseline.p50);
      const clean = row.app.non2xx === 0 && row.app.errors === 0 && row.baseline.non2xx === 0 && row.baseline.errors === 0;
      const ceiling = result.floor
        ? `; an empty Nest app could reach ${fixed(nestCeiling(row.baseline.requestsPerSecond, result.floor) / row.baseline.requestsPerSecond)}x`
        : '';
      checks.push({
        target: `${size.size} ${row.route}: throughput >= ${TARGETS.minThroughputRatio}x baseline`,
        measured: `${fixed(throughput)}x (${row.app.requestsPerSecond} vs ${row.baseline.requestsPerSecond} req/s${ceiling})${clean ? '' : ' with failed requests'}`,
        met: clean && throughput >= TARGETS.minThroughputRatio,
      });
      // The bare replay of a heavy cold read (the dashboard at 200,000 rentals) may finish no request
      // within the run under 10 connections: the app answered and the baseline did not.
      const baselineAnswered = row.baseline.total > 0;
      checks.push({
        target: `${size.size} ${row.route}: p50 <= ${TARGETS.maxP50Ratio}x baseline`,
        measured: baselineAnswered
          ? `${fixed(p50)}x (${row.app.p50} vs ${row.baseline.p50} ms; p99 ${row.app.p99} vs ${row.baseline.p99} ms)`
          : `the baseline answered no request within the run (its cold SQL alone took ${row.firstCall?.ms ?? '?'} ms); app p50 ${row.app.p50} ms, p99 ${row.app.p99} ms`,
        met: !baselineAnswered || p50 <= TARGETS.maxP50Ratio,
      });
    }
  }
  for (const size of result.sizes.filter((measured) => measured.backup)) {
    const { idle, duringBackup, backupSeconds, failed } = size.backup;
    const ratio = duringBackup.p99 / Math.max(idle.p99, 1);
    checks.push({
      target: `${size.size} backup: write p99 during a backup <= ${TARGETS.maxBackupWriteP99Ratio}x idle`,
      measured: `${fixed(ratio)}x (p99 ${duringBackup.p99} vs ${idle.p99} ms, p50 ${duringBackup.p50} vs ${idle.p50} ms; ${duringBackup.writes} writes in the ${backupSeconds} s backup)${failed ? `, ${failed} failed writes` : ''}`,
      met: failed === 0 && duringBackup.writes > 0 && ratio <= TARGETS.maxBackupWriteP99Ratio,
    });
  }
  const small = result.sizes.find((size) => size.size === 'small');
  const large = result.sizes.find((size) => size.size === 'large');
  if (small && large) {
    for (const row of small.routes.filter((route) => route.growth)) {
      const grown = large.routes.find((route) => route.route === row.route);
      const growth = grown.app.p99 / Math.max(row.app.p99, 1);
      checks.push({
        target: `${row.route}: p99 small -> large < ${TARGETS.maxP99Growth}x`,
        measured: `${fixed(growth)}x (${row.app.p99} -> ${grown.app.p99} ms)`,
        met: growth < TARGETS.maxP99Growth,
      });
    }
  }
  if (result.pdf) {
    checks.push({
      target: `agreement PDF: warm >= ${TARGETS.minPdfSpeedup}x faster than cold`,
      measured: `${fixed(result.pdf.speedup, 1)}x (cold ${result.pdf.coldMs} ms, warm ${result.pdf.warmMs} ms; ${fixed(result.pdf.pdfsPerSecond, 1)} PDFs/s with ${result.pdf.parallel} at once)`,
      met: result.pdf.speedup >= TARGETS.minPdfSpeedup,
    });
  }
  if (result.registration) {
    const { registrationMs, rawSharpMs, ratio } = result.registration;
    checks.push({
      target: `registration (3 x 12 MP) <= ${TARGETS.maxRegistrationRatio}x raw sharp`,
      measured: `${fixed(ratio)}x (${registrationMs} vs ${rawSharpMs} ms)`,
      met: ratio <= TARGETS.maxRegistrationRatio,
    });
  }
  for (const page of result.phone?.pages ?? []) {
    const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
    checks.push({
      target: `phone ${page.path}: ${page.content} <= ${PHONE_TARGETS.contentMs / 1000} s`,
      measured: `${seconds(page.contentMs)} (first contentful paint ${seconds(page.fcpMs)})`,
      met: page.contentMs <= PHONE_TARGETS.contentMs,
    });
    checks.push({
      target: `phone ${page.path}: LCP <= ${PHONE_TARGETS.lcpMs / 1000} s`,
      measured: seconds(page.lcpMs),
      met: page.lcpMs <= PHONE_TARGETS.lcpMs,
    });
  }
  return checks;
}

function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function printSummary(result, checks) {
  console.log(
    `\n${table(
      ['target', 'result', 'measured'],
      checks.map((check) => [check.target, check.met ? 'met' : 'MISSED', check.measured]),
    )}`,
  );
  if (result.firstLoadJs) {
    console.log(
      `\n${table(
        ['route', 'first-load JS (gzip)', 'budget'],
        result.firstLoadJs.map((row) => [row.route, `${(row.gzippedBytes / 1024).toFixed(1)} KB`, `${(row.budget / 1024).toFixed(0)} KB`]),
      )}`,
    );
  }
  const missed = checks.filter((check) => !check.met).length;
  console.log(missed === 0 ? `\nAll ${checks.length} targets met.` : `\n${missed} of ${checks.length} targets missed.`);
}

/** latest.md: the machine, the targets table, the raw figures per route, PDFs and first-load JS. */
export function markdown(result, checks) {
  const m = result.machine;
  const lines = [
    `# Benchmark ${result.startedAt.slice(0, 16).replace('T', ' ')} UTC (${result.sizes.map((size) => size.size).join(' + ')})`,
    '',
    `Machine: ${m.cpus} x ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.kernel}, Node ${m.node}, MariaDB ${m.mariadb} (InnoDB buffer pool ${m.innodbBufferPoolMb} MB).`,
    `Load average at start ${m.loadAverageAtStart.join(' / ')}, at end ${result.loadAverageAtEnd.join(' / ')}. ${result.note}`,
    `autocannon: ${result.connections} connections, ${result.secondsPerRoute} s per route after a 1 s warm-up; app and baseline in turns, ${result.rounds ?? 1} rounds each, the best kept.`,
    '',
    '| target | result | measured |',
    '| --- | --- | --- |',
    ...checks.map((check) => `| ${check.target} | ${check.met ? 'met' : '**missed**'} | ${check.measured} |`),
    '',
  ];
  for (const size of result.sizes) {
    lines.push(
      `## ${size.size}: ${Object.entries(size.rows)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')} (seeded in ${size.seedSeconds} s)`,
      '',
    );
    lines.push(
      '| route | cold call (the baseline replays it): SQL statements, ms | warm call: SQL statements | app req/s | app p50 / p99 ms | baseline req/s | baseline p50 / p99 ms |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const row of size.routes) {
      const first = row.firstCall ? `${row.firstCall.statements}, ${row.firstCall.ms} ms` : '';
      lines.push(
        `| ${row.request} | ${first} | ${row.statements} | ${row.app.requestsPerSecond} | ${row.app.p50} / ${row.app.p99} | ${row.baseline.requestsPerSecond} | ${row.baseline.p50} / ${row.baseline.p99} |`,
      );
    }
    lines.push('');
  }
  if (result.floor) {
    const { http, nest } = result.floor;
    lines.push(
      '## Framework floor (the availability answer as a constant: no middleware, no SQL)',
      '',
      '| server | req/s | p50 / p99 ms |',
      '| --- | --- | --- |',
      `| bare node:http | ${http.requestsPerSecond} | ${http.p50} / ${http.p99} |`,
      `| empty NestJS app on Express | ${nest.requestsPerSecond} | ${nest.p50} / ${nest.p99} |`,
      '',
      `Per request, Nest on Express alone costs ${fixed((1 / nest.requestsPerSecond - 1 / http.requestsPerSecond) * 1e6, 0)} µs more than node:http here. Added to a baseline's own time per request, that gives the "an empty Nest app could reach" ceiling in the targets above.`,
      '',
    );
  }
  if (result.phone) {
    const { profile, runsPerPage, pages, measuredAt, loadAverage, hostSpeedIndex } = result.phone;
    lines.push(
      `## A first visit on a phone${measuredAt ? ` (measured ${measuredAt.slice(0, 16).replace('T', ' ')} UTC)` : ''}`,
      '',
      `Chromium, cold cache, ${profile.viewport.width} x ${profile.viewport.height} at DPR ${profile.deviceScaleFactor} with touch; ${profile.latencyMs} ms round trip, ${profile.downloadBitsPerSecond / 1e6} Mbit/s down, ${profile.uploadBitsPerSecond / 1e3} kbit/s up, CPU ${profile.cpuSlowdown}x slower. Medians of ${runsPerPage} visits${loadAverage ? `; machine load average ${loadAverage.join(' / ')} at the end` : ''}.${hostSpeedIndex ? ` The slowdown is relative to the machine: its Chromium ran ${hostSpeedIndex} rounds/s of the bench's fixed loop unthrottled, so a machine half as fast gives slower figures for the same app.` : ''}`,
      '',
      '| page | first contentful paint | content visible | LCP | scripts |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const page of pages) {
      const scripts = page.runs[0] ? `${page.runs[0].scripts} files, ${(page.runs[0].scriptBytes / 1024).toFixed(1)} KB` : '';
      lines.push(`| ${page.path} | ${page.fcpMs} ms | ${page.content}: ${page.contentMs} ms | ${page.lcpMs} ms | ${scripts} |`);
    }
    lines.push('');
  }
  if (result.firstLoadJs) {
    lines.push('## First-load JavaScript per route (gzip)', '', '| route | JS | budget |', '| --- | --- | --- |');
    for (const row of result.firstLoadJs)
      lines.push(`| ${row.route} | ${(row.gzippedBytes / 1024).toFixed(1)} KB | ${(row.budget / 1024).toFixed(0)} KB |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
