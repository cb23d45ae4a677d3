import './scope.css';
import { SCOPE_TEXTS } from './texts';

/** The settings panel of a component outside the admin's scope: read-only, saying why. */
export function LockedPanel() {
  return (
    <div className="builder-locked-panel" role="note" data-testid="builder-locked-panel">
      <i className="pi pi-lock" aria-hidden="true" />
      <p className="builder-locked-title">{SCOPE_TEXTS.locked}</p>
      <p className="builder-muted">{SCOPE_TEXTS.lockedDetail}</p>
    </div>
  );
}
