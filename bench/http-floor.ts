// The latency benchmark's two yardsticks, each a server in its own process: a bare HTTP server (what one exchange
// costs on this machine, whatever the server does) and a minimal SQL server (what a server doing only the
// unavoidable work takes), so the reference's own overhead can be told from the machine's (issue 20).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  readonly url: string;
  stop(): Promise<void>;
}

const script = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** Starts `script` (which prints its port on its first line) with `env` added; stop() ends it. */
async function startChildServer(path: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(Number(text.trim()));
    });
    child.once('exit', (code) => reject(new Error(`${path} exited (code ${code})`)));
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** A server that reads each body and answers `[[1]]`. */
export const startBareServer = (): Promise<ChildServer> => startChildServer(script('bare-http-server.ts'));

/** A server that runs each benchmark query's executor SQL (`plansFile`: query text → SQL) on `dataDir`. */
export const startMinimalSqlServer = (dataDir: string, plansFile: string): Promise<ChildServer> =>
  startChildServer(script('minimal-sql-server.ts'), {
    BENCH_MINIMAL_DATA_DIR: dataDir,
    BENCH_MINIMAL_PLANS: plansFile,
  });
