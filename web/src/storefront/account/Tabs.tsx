import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  readonly id: string;
  readonly label: string;
  readonly panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them (automatic activation). */
export function Tabs({ label, tabs, selected, onSelect }: { label: string; tabs: readonly Tab[]; selected: string; onSelect: (id: string) => void }) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="sf-tabs">
      <div role="tablist" aria-label={label} className="sf-tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="sf-tabpanel"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
