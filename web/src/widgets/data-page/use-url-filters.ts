import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the URL's query, so a filtered list survives a reload and can be
 * shared. `read` turns the query into the filters, dropping what the API would refuse (a
 * hand-edited URL); `set` takes query names, an empty value removing the name.
 */
export const useUrlFilters = <F extends object>(read: (params: URLSearchParams) => F) => {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return {
    filters,
    filtered,
    /** Changes with the filters: a list keyed on it starts again from its first page. */
    key: JSON.stringify(filters),
    set: (changes: Readonly<Record<string, string | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    /** Only while a filter is set, as DataPage's onClearFilters wants it. */
    clear: filtered ? () => setParams({}) : undefined,
  };
};
