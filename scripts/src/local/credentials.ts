/** What a key may do with the table, as the IAM grants of infra/src/route-function.ts: read only, or read and write. */
export type Grant = 'read' | 'readwrite';

export interface LocalKey {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly grant: Grant;
}

/**
 * The local runtime's IAM: the only keys its stand-ins (table, management API, S3, Cognito's
 * admin API) accept. Lambdas get the key of their route's grant, as their execution role in AWS (letters and digits
 * only: DynamoDB Local refuses other key ids);
 * `local` is the developer's own (seed, create-admin, tests), with full access.
 */
export const LOCAL_KEYS = {
  developer: { accessKeyId: 'local', secretAccessKey: 'local', grant: 'readwrite' },
  readWrite: { accessKeyId: 'LocalReadWrite', secretAccessKey: 'local-read-write-secret', grant: 'readwrite' },
  readOnly: { accessKeyId: 'LocalReadOnly', secretAccessKey: 'local-read-only-secret', grant: 'read' },
} as const satisfies Record<string, LocalKey>;

/** The one region of the local runtime: its stand-ins, like an AWS endpoint, take only signatures scoped to it. */
export const LOCAL_REGION = 'eu-central-1';

export const LOCAL_ACCESS_KEYS: ReadonlyMap<string, LocalKey> = new Map(Object.values(LOCAL_KEYS).map((key) => [key.accessKeyId, key]));

/** The key a Lambda of this grant runs with. */
export const keyForGrant = (grant: Grant): LocalKey => (grant === 'read' ? LOCAL_KEYS.readOnly : LOCAL_KEYS.readWrite);
