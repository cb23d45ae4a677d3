import { describe, expect, it } from 'vitest';
import { componentDataWithDefaults, componentWithDefaults, defaultComponentData } from '../src';

describe('storefront defaults for stored components', () => {
  it('keeps a valid component as it is', () => {
    const faq = {
      id: 'f',
      componentType: 'FAQ',
      name: 'SSS',
      order: 2,
      isActive: false,
      tabType: 'bottom',
      componentData: defaultComponentData('FAQ'),
    };
    expect(componentWithDefaults(faq)).toMatchObject({ id: 'f', name: 'SSS', order: 2, isActive: false, tabType: 'bottom' });
  });

  it('replaces only the broken settings with their defaults', () => {
    const data = componentDataWithDefaults('MARQUEE', { backgroundColor: 'javascript:alert(1)', textColor: '#000000', scrollSpeed: 'fast' });
    expect(data).toEqual({ ...defaultComponentData('MARQUEE'), textColor: '#000000' });
  });

  it('keeps the valid items of a list and drops the broken ones', () => {
    const data = componentDataWithDefaults('FAQ', {
      faqItems: [
        { id: 1, question: 'Kargo?', answer: '2 gün', order: 1 },
        { id: 2, question: '', answer: '', order: 2 },
      ],
    });
    expect(data.faqItems.map((i) => i.id)).toEqual([1]);
  });

  it('gives settings that are not an object all their defaults', () => {
    expect(componentDataWithDefaults('GALLERY', 'bozuk')).toEqual(defaultComponentData('GALLERY'));
    expect(componentDataWithDefaults('VIDEO', null)).toEqual(defaultComponentData('VIDEO'));
  });

  it('rescues a component with a broken name or order, and gives up only without a type or id', () => {
    const rescued = componentWithDefaults({ id: 'x', componentType: 'VIDEO', name: '', order: -3, componentData: { autoplay: 'yes' } });
    expect(rescued).toMatchObject({
      id: 'x',
      componentType: 'VIDEO',
      name: 'VIDEO',
      order: 0,
      isActive: true,
      componentData: defaultComponentData('VIDEO'),
    });
    expect(componentWithDefaults({ id: 'y', componentType: 'CAROUSEL', componentData: {} })).toBeUndefined();
    expect(componentWithDefaults({ componentType: 'FAQ', name: 'SSS', order: 0, componentData: {} })).toBeUndefined();
    expect(componentWithDefaults('FAQ')).toBeUndefined();
  });
});
