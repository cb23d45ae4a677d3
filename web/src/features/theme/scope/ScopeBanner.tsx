import './scope.css';
import { COMPONENT_TYPES, hasComponentTypeLabel, COMPONENT_TYPE_LABELS } from '@shop/shared';
import { useComponentScope } from './scope-context';
import { SCOPE_TEXTS } from './texts';

/** Above the component list in the scoped mode: what this admin may change; nothing for the theme manager. */
export function ScopeBanner() {
  const scope = useComponentScope();
  if (scope.full) return null;
  const labels: string[] = COMPONENT_TYPES.filter((t) => scope.types.has(t)).map((t) => (hasComponentTypeLabel(t) ? COMPONENT_TYPE_LABELS[t] : t));
  if (scope.headerSocialAccounts) labels.push(SCOPE_TEXTS.socialAccounts);
  return (
    <p className="builder-scope-banner" role="note" data-testid="builder-scope-banner">
      <i className="pi pi-lock-open" aria-hidden="true" /> {SCOPE_TEXTS.banner(labels.join(', '))}
    </p>
  );
}
