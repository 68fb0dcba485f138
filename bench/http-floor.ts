// The HTTP exchange's floor: bare-http-server.ts in its own process, so the latency benchmark can tell the cost of
// any HTTP exchange on this machine from the reference's own overhead (issue 20).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BareServer {
  readonly url: string;
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./bare-http-server.ts', import.meta.url));

export async function startBareServer(): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(Number(text.trim()));
    });
    child.once('exit', (code) => reject(new Error(`the bare HTTP server exited (code ${code})`)));
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
