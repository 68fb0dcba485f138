// Generated from schemas/legacy-metadata/datasource-information-list.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of POST /analytics/coordinator/v1/metadata/dataSourceInformation: each requested datasource the cluster knows, with its schema as a row signature (spec: Metadata store; shape from §legacy-metadata.16, Druid 33.0.0 live).
 */
export type DatasourceInformationList = {
  dataSource: string;
  rowSignature: {
    name: string;
    /**
     * Runtime type: STRING, LONG, FLOAT, DOUBLE, COMPLEX<…>, ARRAY<…>
     */
    type: string;
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}[];
