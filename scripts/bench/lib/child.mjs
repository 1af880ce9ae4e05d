import { fork } from 'node:child_process';

/**
 * Forks a bench helper (baseline server, floor server, raw sharp) that sends one IPC message when
 * it is ready; resolves with the child once it has, rejects if it exits first. `child.exited` is
 * set as scale/lib/processes.mjs's stopChild expects, so the caller can stop it and wait.
 */
export function forkReady(script, args, env, label) {
  const child = fork(script, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}`)));
  });
}
