import { randomUUID } from 'node:crypto';
import { API_ROUTES, type OptionType } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { optionValuesFrom } from '../../domain/catalog/option-types';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { created } from '../../http/responses';
import { createOptionType } from '../../repositories/option-type-repository';

export const handler = apiHandler(API_ROUTES.createOptionType, async ({ body, caller }) => {
  const optionType: OptionType = {
    id: randomUUID(),
    name: body.name,
    kind: body.kind,
    values: optionValuesFrom(body),
    createdAt: new Date().toISOString(),
    version: 1,
  };
  const audit = auditEntry(
    caller,
    API_ROUTES.createOptionType,
    'option-type.created',
    { type: 'option-type', id: optionType.id, name: optionType.name },
    `Varyant tipi “${optionType.name}” ${optionType.values.length} değerle eklendi.`,
  );
  const result = await createOptionType(optionType, audit);
  if (result.status !== 'saved') throw conflict(SETUP_TEXTS.optionTypeDuplicate(optionType.name));
  return created({ data: result.record });
});
