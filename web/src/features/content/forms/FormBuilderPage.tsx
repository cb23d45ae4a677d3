import './form-builder.css';
import { useSearchParams } from 'react-router-dom';
import { FORM_ID_PATTERN } from '@shop/shared';
import { FormEditor } from './FormEditor';
import { FormList } from './FormList';
import { SubmissionsView } from './SubmissionsView';

/** `?form=new` builds a new form, `?form=<id>` edits one, `&view=submissions` reads its submissions; nothing lists them all. */
export default function FormBuilderPage() {
  const [params, setParams] = useSearchParams();
  const form = params.get('form') ?? undefined;
  const view = params.get('view');
  const open = (next: { form?: string; view?: 'submissions' }) =>
    setParams(next.form ? { form: next.form, ...(next.view ? { view: next.view } : {}) } : {});
  if (form === 'new') return <FormEditor key="new" onDone={() => open({})} onSaved={(id) => open({ form: id })} />;
  if (form && FORM_ID_PATTERN.test(form)) {
    if (view === 'submissions') return <SubmissionsView key={form} formId={form} onBack={() => open({})} />;
    return <FormEditor key={form} formId={form} onDone={() => open({})} onSaved={() => open({})} />;
  }
  return (
    <FormList
      onOpen={(id) => open({ form: id })}
      onSubmissions={(id) => open({ form: id, view: 'submissions' })}
      onCreate={() => open({ form: 'new' })}
    />
  );
}
