// The Router's management proxy: `/proxy/coordinator/<path>` and `/proxy/overlord/<path>` reach that service's
// `<path>` (docs/facts/http.md §http.12). One process plays every service here, so the prefix is only taken off.

const PROXIED_SERVICES = ['coordinator', 'overlord'] as const;

/** The path a management-proxy URL reaches; any other URL as it is. */
export function unproxiedUrl(url: string): string {
  for (const service of PROXIED_SERVICES) {
    const prefix = `/proxy/${service}/`;
    if (url.startsWith(prefix)) return url.slice(prefix.length - 1);
  }
  return url;
}
