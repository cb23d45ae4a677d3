import { useId, useState, type CSSProperties } from 'react';
import type { FaqSettings } from '@shop/shared';
import { fontFamily, margins } from './style-helpers';

type TextStyle = FaqSettings['titleStyle'];
const textStyle = (s: TextStyle): CSSProperties => ({ fontSize: s.fontSize, fontFamily: fontFamily(s.fontFamily), fontWeight: s.fontWeight, color: s.color });

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
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    width: `${data.containerWidth}%`,
    background: data.backgroundColor,
    borderColor: data.borderColor,
    borderRadius: data.borderRadius,
  } as CSSProperties;
  return (
    <section className={`sf-block sf-image-${data.imagePosition} sf-image-mobile-${data.mobileImagePosition}`} style={style}>
      {data.image && <img className="sf-block-image" src={data.image.filePath} alt={data.image.name} loading="lazy" />}
      <div className="sf-block-body">
        {data.showTitle && data.title && <h2 style={textStyle(data.titleStyle)}>{data.title}</h2>}
        <div className="sf-faq">
          {items.map((item) => {
            const key = String(item.id);
            const expanded = open.has(key);
            const panelId = `${baseId}-${key}`;
            return (
              <div key={key} className="sf-faq-item" style={{ borderColor: data.borderColor }}>
                <h3>
                  <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(key)} style={textStyle(data.questionStyle)}>
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
      </div>
    </section>
  );
}
