// The one capability support helpers need from a scenario: send a request (recorded as evidence) and get its answer.
import type { HttpResponse, Method } from './client.ts';

export interface Sender {
  request(
    method: Method,
    path: string,
    body?: string,
    headers?: Record<string, string>,
  ): Promise<HttpResponse>;
}
