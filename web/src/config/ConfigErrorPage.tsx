import { Message } from 'primereact/message';
import { WEB_TEXTS } from '../texts';

export function ConfigErrorPage() {
  return (
    <main className="centered-page">
      <Message
        severity="error"
        content={
          <div>
            <strong>{WEB_TEXTS.configLoadFailed}</strong>
            <p>{WEB_TEXTS.configLoadHint}</p>
          </div>
        }
      />
    </main>
  );
}
