// Before a run: does the target answer at all? A run against a server that is down would only fail every scenario.

const PREFLIGHT_TIMEOUT_MS = 10_000;

/** Why the target gives no HTTP answer (any status counts as an answer), or undefined when it answers. */
export async function unreachableReason(target: string): Promise<string | undefined> {
  const url = new URL(target);
  // fetch refuses URLs with credentials in them; the request below needs none to get an answer.
  url.username = '';
  url.password = '';
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `no answer within ${PREFLIGHT_TIMEOUT_MS / 1000} s`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  }
}
