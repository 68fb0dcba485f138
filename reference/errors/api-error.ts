// The one error class routes throw; the error handler turns it into the spec's error bodies.
import { ERROR_CATALOG, type ErrorCode } from './catalog.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly category: string;
  readonly persona: string;
  readonly context: Readonly<Record<string, string>>;

  private constructor(code: ErrorCode, context: Record<string, string>) {
    const kind = ERROR_CATALOG[code];
    super(kind.message.replace(/\{(\w+)\}/g, (_, name: string) => context[name] ?? `{${name}}`));
    this.name = 'ApiError';
    this.code = code;
    this.status = kind.status;
    this.category = kind.category;
    this.persona = kind.persona;
    this.context = context;
  }

  static of(code: ErrorCode, context: Record<string, string> = {}): ApiError {
    return new ApiError(code, context);
  }
}
