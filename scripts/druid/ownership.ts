// Which processes the launcher may stop (pure): only those whose command line carries its marker for the cluster.

/** The argument every process of a cluster is started with; the cluster's home folder names it uniquely. */
export const markerOf = (home: string): string => `-Ddruid.launcher.home=${home}`;

/** The contents of a PID file. */
export interface PidRecord {
  readonly service: string;
  readonly pid: number;
  readonly home: string;
}

export function parsePidRecord(text: string): PidRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<PidRecord>;
    return typeof value.service === 'string' &&
      Number.isSafeInteger(value.pid) &&
      typeof value.home === 'string'
      ? (value as PidRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `cmdline` (from /proc/<pid>/cmdline: arguments separated by NUL) is the process the launcher started for
 * the cluster in `home`: a PID reused by another process, or one of another cluster, is never stopped.
 */
export function ownsProcess(cmdline: string | undefined, home: string): boolean {
  if (cmdline === undefined || cmdline === '') return false;
  return cmdline.split('\0').includes(markerOf(home));
}
