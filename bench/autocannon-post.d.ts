// What the SQL benchmarks add to bench/autocannon.d.ts: POST bodies and headers, and the timeout count.
declare module 'autocannon' {
  interface Options {
    body?: string;
    headers?: Record<string, string>;
  }
  interface Result {
    timeouts: number;
  }
}
