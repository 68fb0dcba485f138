// Renders one HTTP exchange as report evidence: a curl command that reproduces it (no secrets) and the answer.
import type { HttpResponse, Method } from './client.ts';

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

export function evidence(
  request: { method: Method; url: string; body?: string | undefined; headers: Record<string, string> },
  response: HttpResponse,
): string {
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  const type = response.headers['content-type'] ?? '(none)';
  const body =
    response.text.length > 4000
      ? `${response.text.slice(0, 4000)}… (${response.text.length} chars)`
      : response.text;
  return `${parts.join(' ')}\n\n→ ${response.status}, Content-Type: ${type}\n${body === '' ? '(empty body)' : body}`;
}
