import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { previewAnswer, previewCount } from '../../domain/stock/count-import-run';
import { stockWriter } from '../../domain/stock/stock-subject';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { rollBackAbandonedImports, writeCountImport } from '../../domain/stock/count-import-write';

/** Shown rows of a refused commit's issues (the preview lists them all). */
const ISSUES_SHOWN = 100;

/**
 * A stock count: `commit: false` previews every row; `commit: true` writes all rows as COUNTs, or
 * nothing when any is bad. Either first undoes an import a timed-out call left half-written, so
 * the preview shows, and the count is written over, the levels as they were before it.
 */
export const handler = apiHandler(API_ROUTES.importStockCount, async ({ body, caller }) => {
  const writer = await stockWriter(caller);
  const recovery = await rollBackAbandonedImports(writer.threshold);
  if (recovery.blocked > 0)
    throw conflict(
      'Yarıda kalmış bir sayım henüz geri alınamadı; stoklar ona göre düzeltilene kadar sayım yapılamaz. Birkaç dakika sonra tekrar deneyin.',
    );
  const { preview, writes } = await previewCount(body);
  const bad = preview.filter((r) => r.error !== undefined);
  if (!body.commit) return ok(previewAnswer(preview, 0));
  const [first] = bad;
  if (first)
    throw badRequest(
      `${bad.length} satır hatalı; hiçbir satır yazılmadı. İlk hata: ${first.line}. satır: ${first.error ?? ''}`,
      'rows',
      bad.slice(0, ISSUES_SHOWN).map((r) => ({ path: `rows.${r.line - 1}`, message: `${r.line}. satır: ${r.error}` })),
    );
  const audit = auditEntry(
    caller,
    API_ROUTES.importStockCount,
    'stock.count-imported',
    { type: 'stock', id: 'count-import', name: 'Sayım içe aktarma' },
    `${writes.length.toLocaleString('tr-TR')} satırlık sayım uygulandı.`,
  );
  const result = await writeCountImport(writes, writer, body.note, audit);
  if (result.status === 'rolled-back')
    throw conflict('Sayım yazılırken bazı stoklar değişti; yazılanlar geri alındı, hiçbir satır uygulanmadı. Önizlemeyi yenileyip tekrar deneyin.');
  return ok(previewAnswer(preview, result.written));
});
