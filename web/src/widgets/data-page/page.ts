/** A page of a list: `{data, nextCursor?}` as every list route answers (`pageOf` in the route table's answers). */
export interface Page<T> {
  data: T[];
  nextCursor?: string | undefined;
}
