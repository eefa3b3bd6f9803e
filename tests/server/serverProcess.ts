import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port of `from..to` that nothing listens on now (the caller binds it right after). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export interface ServerProcess {
  url: string;
  /** Resolves once the server answers HTTP; rejects if it exits before. */
  ready: Promise<void>;
  /** What the process printed so far, for the message of a failure. */
  output: () => string;
  /** SIGTERM (the server closes cleanly), SIGKILL if it does not exit; safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * `server/server.ts` as its own process, what `npm start` runs once the SPA is built, with
 * `env` on top of ours. Returns at once, so that the caller holds it (to stop it) while it starts.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${env.PORT}`;
  let stopping = false;

  async function ready() {
    while (!stopping) {
      if (!running())
        throw new Error(`the server on ${url} exited before it was ready:\n${output}`);
      // `/` is outside the API (no request budget); without dist/ it is a JSON 404, an answer.
      const answered = await fetch(`${url}/`).then(
        () => true,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    ready: ready(),
    output: () => output,
    async stop() {
      stopping = true;
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
