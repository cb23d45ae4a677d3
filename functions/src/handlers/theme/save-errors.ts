import { ComponentTooLargeError, IncompleteVersionError, SaveNotConfirmedError, StaleVersionError } from '../../domain/theme/theme-tabs';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/http-error';
import { countMetric } from '../../observability/metrics';
import { THEME_TEXTS } from './texts';

/**
 * The answer to a failed theme save: only a save overtaken by another is a conflict (409,
 * counted as ThemeSaveConflict); one DynamoDB would not confirm is 503, so the editor
 * retries with the same base.
 */
export const themeSaveAnswer = (error: unknown): never => {
  if (error instanceof StaleVersionError) {
    countMetric('ThemeSaveConflict');
    throw conflict();
  }
  if (error instanceof SaveNotConfirmedError) throw serviceUnavailable(THEME_TEXTS.saveNotConfirmed);
  if (error instanceof ComponentTooLargeError) {
    const field = `components.${error.index}`;
    throw badRequest(THEME_TEXTS.componentTooLarge(field), field);
  }
  if (error instanceof IncompleteVersionError) throw notFound(THEME_TEXTS.versionIncomplete);
  throw error;
};
