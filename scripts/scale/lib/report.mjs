/** The summary table: one row per check, then the verdict. */
export function printSummary(results) {
  const rows = results.map((result) => [result.name, result.outcome, result.seconds.toFixed(1), result.figures]);
  const header = ['check', 'result', 'seconds', 'figures'];
  const widths = header.slice(0, 3).map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)).concat('-------'))}`);
  for (const row of rows) console.log(line(row));
  const failed = results.filter((result) => result.outcome === 'FAIL').length;
  console.log(failed === 0 ? `\nAll ${results.length} scale checks passed.` : `\n${failed} of ${results.length} scale checks failed.`);
  return failed;
}

/** Times one check; a thrown error is its FAIL with the message as figures. */
export async function runCheck(name, check, ctx) {
  const started = Date.now();
  process.stdout.write(`- ${name} ... `);
  try {
    const figures = await check(ctx);
    console.log('PASS');
    return { name, outcome: 'PASS', figures, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`FAIL\n    ${message.split('\n').join('\n    ')}`);
    return { name, outcome: 'FAIL', figures: message.split('\n')[0], seconds: (Date.now() - started) / 1000 };
  }
}
