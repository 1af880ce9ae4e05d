import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';

/** Starts a child whose output goes to a log file (read back when it misbehaves). */
export function startLogged(command, args, { env, cwd, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', log, log] });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.logFile = logFile;
  return child;
}

/** Signals one child we started (by its own handle, never by name) and waits; SIGKILL if it lingers. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
