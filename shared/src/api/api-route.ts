import type { Permission } from '../auth/permissions';
import type { RouteSchemas } from './route-schemas';

/*
 * The shape of one route-table entry, apart from the table itself so that parts of the table kept
 * in their own files (return-routes.ts) can type their entries without importing the table.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: nobody signed out ('public' aside), and among the signed in,
 * those holding any one of `anyOf` ('signed-in' lets every admin through). 'shopper' routes take
 * a token of the shoppers' own user pool only (account-routes.ts): an admin's token is refused
 * there, as a shopper's is on every admin route (two pools, two JWT authorizers).
 */
export type RouteAccess = { readonly anyOf: readonly Permission[] } | 'signed-in' | 'public' | 'shopper';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** API Gateway v2 path syntax: `{id}` for one segment, `{proxy+}` for the rest. */
  readonly path: string;
  /** Module under functions/src/handlers/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** Whether the handler writes to the table; read-only routes get read-only grants in AWS. */
  readonly writes: boolean;
  /** A route whose bodies are small by nature answers 413 above this many bytes, before parsing anything. */
  readonly maxBodyBytes?: number;
  /** Seconds its Lambda may run when 10 are not enough (at most 29: an HTTP API waits 30). */
  readonly timeoutSeconds?: number;
  /**
   * Whether the handler decodes images with sharp (issue 32: the media upload's variants): its Lambda
   * gets sharp's arm64 binaries beside the bundle and the memory (hence CPU) to resize a 40 MP photo.
   */
  readonly processesImages?: boolean;
  /**
   * Whether the handler sends customer e-mail (functions/src/email/send-mail.ts): only such routes'
   * Lambdas may call SES, as the shop's sender (infra/src/mail.ts), and are told it (MAIL_FROM_ADDRESS).
   */
  readonly sendsMail?: boolean;
  /**
   * Whether the handler posts to WebSocket connections (live chat, issue 30): only such routes'
   * Lambdas are told the WebSocket API's management endpoint and may post to its connections.
   */
  readonly pushesRealtime?: boolean;
  /**
   * Issue 32: whether the handler renders storefront pages: its Lambda gets the web build's page
   * renderer (web/dist-ssr) beside its code and the HTTP API's own address to read the answers from.
   */
  readonly rendersStorefront?: boolean;
}

/** An entry of the route table: the endpoint and what it takes and answers (its handler's input is parsed with these). */
export interface TypedApiRoute extends ApiRoute {
  readonly schemas: RouteSchemas;
}
