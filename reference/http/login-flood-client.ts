// Test support, run as its own process: sends wrong-password requests over many connections, as an attacker would.
import { Agent, request } from 'node:http';

const [port, total, connections, path] = [
  Number(process.argv[2]),
  Number(process.argv[3]),
  Number(process.argv[4]),
  process.argv[5] ?? '/',
];
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const statuses = new Map<number, number>();
let sent = 0;
let answered = 0;

const attempt = (i: number): Promise<void> =>
  new Promise((done) => {
    const authorization = `Basic ${Buffer.from(`admin:wrong-${i}`).toString('base64')}`;
    const outgoing = request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization } },
      (response) => {
        statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
        response.resume();
        response.on('end', done);
      },
    );
    outgoing.on('error', () => done());
    outgoing.end();
  });

async function connection(): Promise<void> {
  while (sent < total) {
    await attempt(sent++);
    // The parent sends its own request once the flood is well under way.
    if (++answered === connections) process.stdout.write('flooding\n');
  }
}

await Promise.all(Array.from({ length: connections }, connection));
agent.destroy();
process.stdout.write(`${JSON.stringify(Object.fromEntries(statuses))}\n`);
