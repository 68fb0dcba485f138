// A server that does nothing: it reads each request's body and answers a fixed small JSON array. Run in its own
// process by http-floor.ts, it measures what one HTTP exchange costs on this machine, whatever the server does.
import { createServer } from 'node:http';

const ANSWER = '[[1]]\n';

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': ANSWER.length });
    response.end(ANSWER);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
