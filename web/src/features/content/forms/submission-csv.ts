import type { Form, FormAnswer, FormSubmission } from '@shop/shared';
import type { CsvColumn } from '../../../widgets/data-page/csv';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.submissions;

/** An answer as a cell or a line of the detail: a box is Evet/Hayır, a file its name. */
export const answerText = (answer: Pick<FormAnswer, 'kind' | 'value' | 'file'> | undefined): string => {
  if (!answer) return '';
  if (answer.file) return answer.file.fileName;
  if (answer.kind === 'CHECKBOX' || answer.kind === 'KVKK') return answer.value === true ? T.yes : T.no;
  return answer.value === null ? '' : String(answer.value);
};

/**
 * The export's columns: when it was sent and whether it was read, then one per field of the form
 * as it is now, then fields since removed that the exported submissions still answer (by the
 * label they were sent with), so an edited form loses nothing from its old submissions.
 */
export const submissionCsvColumns = (form: Pick<Form, 'fields'>, submissions: readonly FormSubmission[]): CsvColumn<FormSubmission>[] => {
  const current = form.fields.map((f) => ({ fieldId: f.id, label: f.label }));
  const known = new Set(current.map((c) => c.fieldId));
  const removed: { fieldId: string; label: string }[] = [];
  for (const s of submissions)
    for (const a of s.answers)
      if (!known.has(a.fieldId)) {
        known.add(a.fieldId);
        removed.push({ fieldId: a.fieldId, label: a.label });
      }
  return [
    { header: T.csvSentAt, value: (s) => s.createdAt },
    { header: T.csvStatus, value: (s) => (s.read ? T.statuses.read : T.statuses.unread) },
    ...[...current, ...removed].map(({ fieldId, label }) => ({
      header: label,
      value: (s: FormSubmission) => answerText(s.answers.find((a) => a.fieldId === fieldId)),
    })),
  ];
};

/** The list's one-line summary: the first answers that say something. */
export const submissionSummary = (submission: FormSubmission, max = 3): string =>
  submission.answers
    .filter((a) => a.kind !== 'KVKK' && a.kind !== 'CHECKBOX')
    .map(answerText)
    .filter((text) => text !== '')
    .slice(0, max)
    .join(' · ');
