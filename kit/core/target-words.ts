// Paths as the target names them (its service word, its Router's extension prefix): what messages and evidence show,
// since the features and the kit's helpers write the spec's `/analytics/…` paths.
import { serviceHeaders, servicePath } from './service-word.ts';
import { readKitConfig } from './target-config.ts';

const { serviceWord, extensionPathPrefix, targetUrl } = readKitConfig();
// The prefix is for a remote target's Router only (kit/core/client.ts).
const prefix = targetUrl === undefined ? '' : extensionPathPrefix;

/** `/analytics/v2/sql` → `/druid/v2/sql` on a `druid` target. */
export const targetPath = (path: string): string => servicePath(serviceWord, path, prefix);

/** `X-Analytics-SQL-Query-Id` → `X-Druid-SQL-Query-Id` on a `druid` target: a header as the target names it. */
export const targetHeader = (name: string): string =>
  Object.keys(serviceHeaders(serviceWord, { [name]: '' }))[0] ?? name;
