import { ContactPage } from './ContactPage';
import { FeedbackPage } from './FeedbackPage';

/**
 * /iletisim and /geri-bildirim as one lazy chunk: the two small forms share their code, and one
 * entry keeps `/`'s first download to a single import of it (Vite names shared chunks after their importers).
 */
export default function Care({ kind }: { kind: 'contact' | 'feedback' }) {
  return kind === 'contact' ? <ContactPage /> : <FeedbackPage />;
}
