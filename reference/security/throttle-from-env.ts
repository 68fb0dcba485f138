// Failed-login throttling from the environment: limits per user and address, per address, and the window.
import { SecurityEnvError } from './chain-from-env.ts';
import type { ThrottleLimits } from './login-throttle.ts';

const VARIABLES: readonly [keyof ThrottleLimits, string][] = [
  ['perUserAndAddress', 'ANALYTICS_AUTH_MAX_FAILURES_PER_USER'],
  ['perAddress', 'ANALYTICS_AUTH_MAX_FAILURES_PER_ADDRESS'],
  ['windowMs', 'ANALYTICS_AUTH_FAILURE_WINDOW_MS'],
];

/** The limits the environment sets (unset ones keep their defaults); a bad value names its variable. */
export function throttleFromEnv(env: NodeJS.ProcessEnv): { loginThrottle: Partial<ThrottleLimits> } {
  const loginThrottle: { -readonly [K in keyof ThrottleLimits]?: number } = {};
  for (const [field, name] of VARIABLES) {
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1)
      throw new SecurityEnvError(`${name} must be a positive integer, got [${text}]`);
    loginThrottle[field] = value;
  }
  return { loginThrottle };
}
