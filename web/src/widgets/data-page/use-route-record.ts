import { useParams } from 'react-router-dom';
import { useRemoteData } from '../../api/use-remote-data';

/** The record a detail route names (`/…/detail/:id`), loaded again when the id changes. */
export const useRouteRecord = <T>(fetchRecord: (id: string, signal: AbortSignal) => Promise<T>) => {
  const id = useParams().id ?? '';
  return useRemoteData((signal) => fetchRecord(id, signal), id);
};
