import { useId, useState } from 'react';
import type { FaqSettings } from '@shop/shared';
import { ImageBlock } from './ImageBlock';
import { textStyle } from './style-helpers';

/** FAQ: an accordion of questions (button + aria-expanded + region), beside an optional image. */
export function Faq({ data }: { data: FaqSettings }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const items = [...data.faqItems].sort((a, b) => a.order - b.order);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ImageBlock data={data}>
      {data.showTitle && data.title && <h2 style={textStyle(data.titleStyle)}>{data.title}</h2>}
      <div className="sf-faq">
        {items.map((item) => {
          const key = String(item.id);
          const expanded = open.has(key);
          const panelId = `${baseId}-${key}`;
          return (
            <div key={key} className="sf-faq-item" style={{ borderColor: data.borderColor }}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(key)}
                  style={textStyle(data.questionStyle)}
                >
                  <span>{item.question}</span>
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-label={item.question} hidden={!expanded} style={textStyle(data.answerStyle)}>
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </ImageBlock>
  );
}
