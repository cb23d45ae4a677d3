import type { ReactNode } from 'react';

/** One titled block of a settings page (Genel Ayarlar, Kargo Otomasyonu), its heading naming the region. */
export function SettingsSection({ id, heading, help, children }: { id: string; heading: string; help?: string; children: ReactNode }) {
  return (
    <section className="cargo-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {help ? <p className="cargo-help">{help}</p> : null}
      {children}
    </section>
  );
}
