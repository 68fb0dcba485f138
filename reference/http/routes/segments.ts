// Segment management: mark used / unused and kill (spec: Endpoints > Segment management; §segments.7).
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  killUnusedSegments,
  markListedUsed,
  markUnused,
  markUsed,
} from '../../cluster/segments/management.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { SegmentSelection } from '../../store/store.ts';
import { needs } from '../route-permission.ts';
import { markSelection, pathInterval, requireJsonAccept } from '../segment-request.ts';

const BASE = '/analytics/coordinator/v1/datasources';

/** Marking segments unused answers the count and, as Druid 33 (live) and 37 (recorded) do, whether any changed (§segments.1). */
const unusedAnswer = (numChangedSegments: number) => ({
  numChangedSegments,
  segmentStateChanged: numChangedSegments > 0,
});

interface DatasourceParams {
  readonly datasource: string;
}
interface SegmentParams extends DatasourceParams {
  readonly segmentId: string;
}

export function segmentRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, config } = cluster;
  const unused = (datasource: string, selection: SegmentSelection) =>
    markUnused(store, datasource, selection, config.now());
  const used = (datasource: string, selection: SegmentSelection) =>
    markUsed(store, datasource, selection, config.now());
  const kill = (datasource: string, interval: string | undefined) =>
    killUnusedSegments(store, config.dataDir, datasource, pathInterval(interval));

  // Bodies are JSON only (other media types: 415); an empty JSON body is no body, as the spec's POSTs have none.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(ApiError.of('malformedJson', { detail: (error as Error).message }), undefined);
      }
    });
    // Every route here changes a datasource's segments: WRITE on it (the real system's datasource filter).
    const writes = { config: needs.datasource('WRITE') };
    const answersJson = { preHandler: requireJsonAccept, ...writes };

    // An ID of another datasource, unknown or already in the state changes nothing: 200 with false.
    scoped.delete<{ Params: SegmentParams }>(
      `${BASE}/:datasource/segments/:segmentId`,
      answersJson,
      async (r) => ({
        segmentStateChanged: unused(r.params.datasource, { ids: [r.params.segmentId] }) > 0,
      }),
    );
    scoped.post<{ Params: SegmentParams }>(
      `${BASE}/:datasource/segments/:segmentId`,
      answersJson,
      async (r) => ({
        segmentStateChanged: used(r.params.datasource, { ids: [r.params.segmentId] }) > 0,
      }),
    );

    scoped.post<{ Params: DatasourceParams }>(`${BASE}/:datasource/markUnused`, answersJson, async (r) =>
      unusedAnswer(unused(r.params.datasource, markSelection(r.body))),
    );
    scoped.post<{ Params: DatasourceParams }>(`${BASE}/:datasource/markUsed`, answersJson, async (r) => {
      const selection = markSelection(r.body);
      const { datasource } = r.params;
      const numChangedSegments =
        'ids' in selection
          ? markListedUsed(store, datasource, selection.ids, config.now())
          : used(datasource, selection);
      return { numChangedSegments };
    });

    // The deprecated kill form shares the path of "mark every segment unused" (spec: Versioning, item 3).
    scoped.delete<{ Params: DatasourceParams; Querystring: { kill?: string; interval?: string } }>(
      `${BASE}/:datasource`,
      answersJson,
      async (r, reply) => {
        if (r.query.kill?.toLowerCase() !== 'true')
          return unusedAnswer(unused(r.params.datasource, { all: true }));
        kill(r.params.datasource, r.query.interval);
        return reply.code(200).send();
      },
    );
    scoped.post<{ Params: DatasourceParams }>(`${BASE}/:datasource`, answersJson, async (r) => ({
      numChangedSegments: used(r.params.datasource, { all: true }),
    }));

    // The kill runs before the answer (decided: see docs/design.md), so it is complete once the 200 arrives.
    scoped.delete<{ Params: DatasourceParams & { interval: string } }>(
      `${BASE}/:datasource/intervals/:interval`,
      writes,
      async (r, reply) => {
        kill(r.params.datasource, r.params.interval);
        return reply.code(200).send();
      },
    );
  });
}
