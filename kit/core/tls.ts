// TLS for scenarios: a self-signed certificate for localhost (openssl command line), and GETs with chosen trust stores.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SecureVersion, TLSSocket } from 'node:tls';

export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'kit-tls-'));
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a TLS client saw: the protocol it negotiated and the status, or why it refused the connection. */
export interface TlsOutcome {
  readonly protocol?: string | null;
  readonly status?: number;
  readonly refusal?: string;
}

/** One GET over HTTPS with a trust store of the caller's choosing (`ca`: only that certificate; none: the public CAs). */
export function tlsGet(
  url: string,
  options: { ca?: string; minVersion?: SecureVersion; maxVersion?: SecureVersion },
): Promise<TlsOutcome> {
  return new Promise((resolve) => {
    const request = httpsGet(url, { ...options, agent: false, timeout: 10_000 }, (response) => {
      const protocol = (response.socket as TLSSocket).getProtocol();
      response.resume();
      resolve({ protocol, status: response.statusCode ?? 0 });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ refusal: error.code ?? error.message }));
    request.on('timeout', () => request.destroy(new Error('timeout')));
  });
}

const certificates = new WeakMap<object, string>();

/** Keeps the certificate of the target a scenario started, for the steps that build trust stores with it. */
export function rememberCertificate(scenario: object, cert: string): void {
  certificates.set(scenario, cert);
}

export function certificateOf(scenario: object): string {
  const cert = certificates.get(scenario);
  if (cert === undefined) throw new Error('The scenario started no target with a certificate of its own');
  return cert;
}
