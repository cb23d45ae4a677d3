import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ManagedProcess {
  readonly child: ChildProcess;
  /** Output so far, for error messages when a service fails to come up. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** Spawns a service whose life is bound to ours: stopped on stop(), and killed if we exit first. */
export const startProcess = (command: string, args: string[], options: SpawnOptions): ManagedProcess => {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, output: () => output, stop };
};

/** Polls until `ready` resolves true, the process dies, or the time runs out. */
export const waitUntil = async (name: string, proc: ManagedProcess, ready: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  await proc.stop();
  throw new Error(`${name} did not start within ${timeoutMs} ms:\n${proc.output()}`);
};
