// Builds the audit info of a write from X-Analytics-Author / X-Analytics-Comment and the caller's address.
import type { FastifyRequest } from 'fastify';
import type { AuditInfo } from '../store/store.ts';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export function auditInfoOf(request: FastifyRequest): AuditInfo {
  return {
    author: header(request, 'x-analytics-author'),
    comment: header(request, 'x-analytics-comment'),
    // IPv4 callers reach a dual-stack socket as ::ffff:a.b.c.d; report the plain address.
    ip: request.ip.replace(/^::ffff:/, ''),
  };
}
