import { spawn } from 'node:child_process';

/**
 * --burner: a neighbour taking one core for the whole bench (a busy loop in its own Node
 * process), to see whether the tail explodes under load the floors share too.
 */
export function startBurner(): { stop: () => void; pid: number } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return {
    pid: child.pid ?? -1,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
