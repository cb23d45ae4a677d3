import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { BUILDER_TEXTS } from './texts';

export function BuilderLoadError({ onRetry, detail }: { onRetry: () => void; detail?: string | null }) {
  return (
    <div className="builder-state" role="alert">
      <div className="builder-empty">
        <Message severity="error" text={BUILDER_TEXTS.loadFailed} />
        {detail && <p className="builder-muted">{detail}</p>}
        <p className="builder-muted">{BUILDER_TEXTS.loadFailedHint}</p>
        <Button label={BUILDER_TEXTS.retry} icon="pi pi-refresh" onClick={onRetry} />
      </div>
    </div>
  );
}
