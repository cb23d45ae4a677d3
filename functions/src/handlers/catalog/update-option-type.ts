import { API_ROUTES, type OptionType } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { checkOptionEdit, optionValuesFrom } from '../../domain/catalog/option-types';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getOptionType, updateOptionType } from '../../repositories/option-type-repository';

export const handler = apiHandler(API_ROUTES.updateOptionType, async ({ params: { id }, body: { baseVersion, ...upsert }, caller }) => {
  const previous = await getOptionType(id);
  if (!previous) throw notFound(SETUP_TEXTS.optionTypeNotFound);
  if (previous.version !== baseVersion) throw conflict(SETUP_TEXTS.optionTypeStale);
  const next: OptionType = {
    ...previous,
    name: upsert.name,
    kind: upsert.kind,
    values: optionValuesFrom(upsert, previous.values),
    updatedAt: new Date().toISOString(),
    version: baseVersion + 1,
  };
  await checkOptionEdit(previous, next);
  const audit = auditEntry(
    caller,
    API_ROUTES.updateOptionType,
    'option-type.updated',
    { type: 'option-type', id, name: next.name },
    `Varyant tipi “${next.name}” güncellendi: ${next.values.map((v) => v.label).join(', ')}.`,
  );
  const result = await updateOptionType(previous, next, baseVersion, audit);
  if (result.status === 'stale') throw conflict(SETUP_TEXTS.optionTypeStale);
  if (result.status === 'duplicate') throw conflict(SETUP_TEXTS.optionTypeDuplicate(next.name));
  return ok({ data: result.record });
});
