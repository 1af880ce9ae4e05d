// The rules `npm run lint:container` holds the image to, as pure functions of the files' contents (tested in
// checks.test.mjs); lint.mjs reads the files and runs the tools.

/** The app drains requests for up to 25 s on SIGTERM, then closes the database and Chromium. */
export const MIN_STOP_GRACE_SECONDS = 30;

/** The Dockerfile as instructions: comments dropped, continuation lines joined, grouped by FROM stage. */
export function parseDockerfile(text) {
  const lines = text.split('\n');
  const directives = [];
  for (const line of lines) {
    const directive = /^#\s*([a-z]+)\s*=/i.exec(line);
    if (!directive) break;
    directives.push(directive[1].toLowerCase());
  }
  const instructions = [];
  let pending = '';
  for (const line of lines) {
    if (/^\s*#/.test(line)) continue;
    pending += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    if (pending.trim()) {
      const [, keyword, rest] = /^\s*(\S+)\s*(.*)$/s.exec(pending);
      instructions.push({ keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, ' ').trim() });
    }
    pending = '';
  }
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const alias = /\sAS\s+(\S+)/i.exec(instruction.args)?.[1];
      stages.push({ name: alias ?? String(stages.length), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { directives, stages };
}

/** What a real build and run showed to matter, as problems found in the Dockerfile's text (none: it holds). */
export function dockerfileProblems(text) {
  const problems = [];
  const { directives, stages } = parseDockerfile(text);
  if (directives.includes('syntax')) {
    problems.push('a "# syntax=" line makes BuildKit pull a frontend image from Docker Hub before every build: remove it');
  }
  const runtime = stages.at(-1);
  if (!runtime) return ['no FROM stage'];
  const all = (stage, keyword) => stage.instructions.filter((instruction) => instruction.keyword === keyword);
  const last = (stage, keyword) => all(stage, keyword).at(-1);

  const healthcheck = last(runtime, 'HEALTHCHECK');
  if (!healthcheck) problems.push('the runtime stage has no HEALTHCHECK');
  else {
    if (!/\$\{?PORT\b/.test(healthcheck.args)) problems.push('HEALTHCHECK must reach the app on $PORT, which a container may change');
    if (/:\d{2,5}\b/.test(healthcheck.args)) problems.push(`HEALTHCHECK hard-codes a port: ${healthcheck.args}`);
    if (healthcheck.args.includes('CMD [')) problems.push('HEALTHCHECK in exec form does not expand $PORT: use the shell form');
  }

  const entrypoint = last(runtime, 'ENTRYPOINT');
  if (!entrypoint || !/\b(tini|dumb-init|docker-init)\b/.test(entrypoint.args)) {
    problems.push('no init as PID 1 (ENTRYPOINT ["/usr/bin/tini", "--"]): Node would leave the zombies of a crashed Chromium');
  }

  const packages = all(runtime, 'RUN')
    .map((run) => run.args)
    .join(' ');
  for (const [pkg, why] of [
    ['chromium', 'PDFs are rendered by Chromium'],
    ['fonts-noto-core', 'Tamil (and most other scripts) would print as boxes in PDFs'],
    ['fonts-noto-cjk', 'Chinese would print as boxes in PDFs'],
  ]) {
    if (!new RegExp(`apt-get install[^&;]*\\s${pkg}(\\s|$)`).test(packages))
      problems.push(`the runtime stage does not install ${pkg}: ${why}`);
  }

  // node_modules must come from a stage that installed the backend's production dependencies only.
  for (const copy of all(runtime, 'COPY')) {
    const from = /--from=(\S+)/.exec(copy.args)?.[1];
    if (!from || !/node_modules/.test(copy.args)) continue;
    const source = stages.find((stage) => stage.name === from);
    const installs = source
      ? all(source, 'RUN')
          .map((run) => run.args)
          .filter((args) => /\bnpm (ci|install)\b/.test(args))
      : [];
    const production =
      installs.length > 0 && installs.every((args) => /--omit[= ]dev\b/.test(args) && /(-w|--workspace)[= ]backend\b/.test(args));
    if (!production) {
      problems.push(
        `COPY ${copy.args}: the runtime's node_modules must come from "npm ci --omit=dev --workspace backend", not the build's full install`,
      );
    }
  }

  for (const stage of stages) {
    const compiles = all(stage, 'RUN').some((run) => /\bnpm (ci|install)\b/.test(run.args));
    const nodedir = stage.instructions.some(
      ({ keyword, args }) => (keyword === 'ENV' || keyword === 'RUN') && /npm_config_nodedir[= ]\/usr\/local\b/.test(args),
    );
    if (compiles && !nodedir)
      problems.push(`stage ${stage.name} runs npm without npm_config_nodedir=/usr/local: better-sqlite3 cannot compile offline`);
  }
  return problems;
}

/** Docker's duration syntax as Compose writes it back (1m30s, 45s, 1500ms), in seconds. */
export function durationSeconds(text) {
  const units = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 };
  let total = 0;
  const rest = String(text).replace(/(\d+(?:\.\d+)?)(h|ms|us|m|s)/g, (_match, amount, unit) => {
    total += Number(amount) * units[unit];
    return '';
  });
  return rest.trim() === '' ? total : NaN;
}

/** A compose service (as `docker-compose config` resolves it) that Docker would kill before the app has drained. */
export function stopGraceProblems(name, service) {
  const grace = service.stop_grace_period === undefined ? 10 : durationSeconds(service.stop_grace_period);
  if (grace >= MIN_STOP_GRACE_SECONDS) return [];
  return [
    `service ${name}: stop_grace_period ${service.stop_grace_period ?? '(Docker default 10s)'} is shorter than ${MIN_STOP_GRACE_SECONDS}s: the app drains for up to 25 s`,
  ];
}
