import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { BUILDER_TEXTS } from './texts';

export function BuilderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="builder-state" role="alert">
      <div className="builder-empty">
        <Message severity="error" text={BUILDER_TEXTS.loadFailed} />
        <p className="builder-muted">{BUILDER_TEXTS.loadFailedHint}</p>
        <Button label={BUILDER_TEXTS.retry} icon="pi pi-refresh" onClick={onRetry} />
      </div>
    </div>
  );
}
