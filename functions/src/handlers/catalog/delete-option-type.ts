import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { usedVariants } from '../../domain/catalog/option-types';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteOptionType, getOptionType } from '../../repositories/option-type-repository';

export const handler = apiHandler(API_ROUTES.deleteOptionType, async ({ params: { id }, caller }) => {
  const optionType = await getOptionType(id);
  if (!optionType) throw notFound(SETUP_TEXTS.optionTypeNotFound);
  const used = await usedVariants(optionType);
  if (used > 0) throw conflict(SETUP_TEXTS.optionTypeInUse(optionType.name, used));
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteOptionType,
    'option-type.deleted',
    { type: 'option-type', id, name: optionType.name },
    `Varyant tipi “${optionType.name}” silindi.`,
  );
  if (!(await deleteOptionType(optionType, audit))) throw conflict(SETUP_TEXTS.optionTypeStale);
  return ok({ deleted: true as const });
});
