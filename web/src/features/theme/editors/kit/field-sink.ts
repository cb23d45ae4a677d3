/**
 * Where a field writes: the builder machine (settings panels) or a dialog's draft (list items).
 * `set` may be merged with the previous change of the same path (typing); `commit` never is.
 */
export interface FieldSink {
  readonly set: (path: string, value: unknown) => void;
  readonly commit: (path: string, value: unknown) => void;
  /**
   * Like commit, computed from the newest value at the path (a list edit must not bring back what an
   * undo took). With a `burst`, merged like `set` with the previous change of the same burst (a drag
   * over a colour that rewrites the whole data).
   */
  readonly update: (path: string, change: (current: unknown) => unknown, burst?: string) => void;
}
