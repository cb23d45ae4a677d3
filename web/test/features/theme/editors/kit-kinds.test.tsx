import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HslColor } from '@shop/shared';
import { fieldsFor, section } from '../../../../src/features/theme/editors/kit/field-builders';
import type { FieldConfig, SectionConfig } from '../../../../src/features/theme/editors/kit/field-config';
import type { FieldSink } from '../../../../src/features/theme/editors/kit/field-sink';
import { FieldList } from '../../../../src/features/theme/editors/kit/FieldRow';
import { SectionsForm } from '../../../../src/features/theme/editors/kit/FieldsForm';
import { focusField } from '../../../../src/features/theme/editors/kit/focus-field';
import { swatchOption } from '../../../../src/features/theme/editors/kit/option-views';
import { useCheckedDraft, type CheckedDraft } from '../../../../src/features/theme/editors/kit/use-checked-draft';
import { setPrimeLocaleTurkish } from '../../../../src/ui/prime-locale';

interface Sample {
  name: string;
  amount: number | null;
  minutes: number | null;
  start: string | null;
  end: string | null;
  look: string;
  size: string;
  color: HslColor;
  level: number;
  mode?: string;
}

const SAMPLE: Sample = {
  name: 'Ad',
  amount: 10,
  minutes: null,
  start: null,
  end: null,
  look: 'red',
  size: 's',
  color: { h: 0, s: 0, l: 100 },
  level: 0,
};

const f = fieldsFor<Sample>();
const LOOKS = [
  { value: 'red', label: 'Kırmızı' },
  { value: 'plain', label: 'Sade' },
];
const SIZES = [
  { value: 's', label: 'Küçük' },
  { value: 'm', label: 'Orta' },
  { value: 'l', label: 'Büyük' },
];

setPrimeLocaleTurkish();

/** A form over a checked draft, the way the popup editor uses the kit; `handle` sees the draft after every render. */
function Harness({
  sections,
  initial = SAMPLE,
  handle,
}: {
  sections: readonly SectionConfig<Sample>[];
  initial?: Sample;
  handle: (d: CheckedDraft<Sample>) => void;
}) {
  const checked = useCheckedDraft<Sample>(initial);
  handle(checked);
  // The form reads any data by path; an interface has no index signature to say so.
  return (
    <SectionsForm
      sections={sections}
      data={checked.draft as unknown as Record<string, unknown>}
      errors={checked.errors}
      idPrefix="t"
      sink={checked.sink}
    />
  );
}

const renderForm = (sections: readonly SectionConfig<Sample>[], initial?: Sample) => {
  let current: CheckedDraft<Sample> | undefined;
  const view = render(
    <Harness
      sections={sections}
      {...(initial && { initial })}
      handle={(d) => {
        current = d;
      }}
    />,
  );
  const draft = () => {
    if (!current) throw new Error('not rendered');
    return current;
  };
  return { ...view, draft };
};

describe('decimal kind', () => {
  const sections = [
    section('Sayılar', [
      f.decimal('amount', 'Tutar', { min: 0, maxFractionDigits: 2, locale: 'tr-TR', step: 0.5 }),
      f.decimal('minutes', 'Dakika', { min: 0, grouping: false, help: 'Boş bırakılabilir.' }),
    ]),
  ];

  it('reads Turkish decimals, has no spinners or upper bound, and stores null when emptied', async () => {
    const { draft, container } = renderForm(sections);
    const amount = screen.getByLabelText<HTMLInputElement>('Tutar');
    expect(amount.value).toBe('10');
    expect(container.querySelector('.p-inputnumber-button')).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1500,25');
    fireEvent.blur(amount);
    await waitFor(() => expect(draft().draft.amount).toBe(1500.25));
    expect(amount.value).toBe('1.500,25');

    await userEvent.clear(amount);
    fireEvent.blur(amount);
    await waitFor(() => expect(draft().draft.amount).toBeNull());

    const minutes = screen.getByLabelText<HTMLInputElement>('Dakika');
    expect(minutes.getAttribute('aria-describedby')).toBe('t-minutes-note');
    await userEvent.type(minutes, '1500');
    fireEvent.blur(minutes);
    await waitFor(() => expect(draft().draft.minutes).toBe(1500));
    // No grouping: the minutes read as typed.
    expect(minutes.value).toBe('1500');
  });
});

describe('dateTime kind with a minimum from another field', () => {
  it('keeps the end picker from days before the start, and only it', async () => {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), 15, 12, 0).toISOString();
    renderForm([section('Tarihler', [f.dateTime('start', 'Başlangıç'), f.dateTime('end', 'Bitiş', { minFrom: 'start' })])], { ...SAMPLE, start });
    const dayCell = (picker: string, day: number) => {
      fireEvent.focus(screen.getByLabelText(picker));
      const panel = document.querySelector('.p-datepicker:not(.p-datepicker-inline)') as HTMLElement;
      const cell = within(panel)
        .getAllByText(String(day))
        .find((el) => !el.closest('.p-datepicker-other-month'));
      return cell as HTMLElement;
    };
    await waitFor(() => expect(dayCell('Bitiş', 14).className).toContain('p-disabled'));
    expect(dayCell('Bitiş', 16).className).not.toContain('p-disabled');
    fireEvent.keyDown(screen.getByLabelText('Bitiş'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.querySelector('.p-datepicker:not(.p-datepicker-inline)')).toBeNull());
    await waitFor(() => expect(dayCell('Başlangıç', 14).className).not.toContain('p-disabled'));
  });
});

describe('select kind: option views and segmented layouts', () => {
  it('draws a swatch before each drop-down option and the chosen one, in the style given for its value', async () => {
    const view = swatchOption((value) => (value === 'red' ? { background: 'rgb(255, 0, 0)' } : undefined));
    const { container, draft } = renderForm([section('Görünüm', [f.select('look', 'Düğme', LOOKS, { optionView: view })])]);
    const chosen = container.querySelector('.p-dropdown .kit-option') as HTMLElement;
    expect(chosen.textContent).toBe('Kırmızı');
    expect((chosen.querySelector('.kit-option-swatch') as HTMLElement).style.background).toBe('rgb(255, 0, 0)');

    fireEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
    // jsdom has no layout: PrimeReact leaves the aligned panel display:none, so the option counts as hidden.
    const option = await screen.findByRole('option', { name: 'Sade', hidden: true });
    const swatch = option.querySelector('.kit-option-swatch') as HTMLElement;
    expect(swatch.getAttribute('aria-hidden')).toBe('true');
    expect(swatch.style.background).toBe('');
    fireEvent.click(option);
    await waitFor(() => expect(draft().draft.look).toBe('plain'));
  });

  it('lays segmented buttons out as tiles or stretched, and keeps each option named by its label', () => {
    const { container } = renderForm([
      section('Boyut', [
        f.select('size', 'Boyut', SIZES, { segmented: true, layout: { tiles: 3 }, optionView: (o) => <b aria-hidden="true">{o.value}</b> }),
        f.select('look', 'Görünüm', LOOKS, { segmented: true, layout: 'fill' }),
      ]),
    ]);
    const [tiles, fill] = [...container.querySelectorAll<HTMLElement>('.p-selectbutton')];
    expect(tiles?.className).toContain('kit-segmented--tiles');
    expect(tiles?.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(fill?.className).toContain('kit-segmented--fill');
    expect(screen.getByRole('button', { name: 'Orta' }).textContent).toBe('m');
  });
});

describe('hslColor kind', () => {
  it('stores a typed colour as whole-number HSL and offers channel sliders when asked', async () => {
    const { draft } = renderForm([section('Renk', [f.hslColor('color', 'Ana renk', { sliders: true })])]);
    const input = screen.getByRole('textbox', { name: 'Ana renk' });
    fireEvent.change(input, { target: { value: '#ff0000' } });
    await waitFor(() => expect(draft().draft.color).toEqual({ h: 0, s: 100, l: 50 }));

    const hue = screen.getByRole('slider', { name: 'Ana renk: Ton' });
    expect(screen.getByRole('slider', { name: 'Ana renk: Doygunluk' }).getAttribute('aria-valuetext')).toBe('100%');
    fireEvent.keyDown(hue, { key: 'ArrowRight', code: 'ArrowRight' });
    await waitFor(() => expect(draft().draft.color).toEqual({ h: 1, s: 100, l: 50 }));
    expect(hue.getAttribute('aria-valuetext')).toBe('1°');
  });

  it('has no sliders unless asked, and its label may sit beside it', () => {
    const { container } = renderForm([section('Renk', [f.hslColor('color', 'Kenarlık', { labelBeside: true })])]);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(container.querySelector('.kit-field--beside')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Kenarlık').value).toBe('#ffffff');
  });
});

describe('read and write lenses', () => {
  /** A choice that is no setting of its own: read from `level`, and choosing rewrites it. */
  const mode: FieldConfig<Sample> = {
    kind: 'select',
    key: 'mode',
    label: 'Mod',
    options: [
      { value: 'low', label: 'Düşük' },
      { value: 'high', label: 'Yüksek' },
    ],
    segmented: true,
    read: (d) => (d.level > 5 ? 'high' : 'low'),
    write: (d, value: string) => ({ ...d, level: value === 'high' ? 10 : 0 }),
  };

  it('shows the value read from the data and writes the data the choice makes', async () => {
    const { draft } = renderForm([section('Mod', [mode])]);
    expect(screen.getByRole('button', { name: 'Düşük' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Yüksek' }));
    await waitFor(() => expect(draft().draft.level).toBe(10));
    expect(draft().draft.mode).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Yüksek' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('writes a drag through the field as one burst on its key, and a choice as its own step', () => {
    const calls: [string, string, string | undefined][] = [];
    let data: Record<string, unknown> = { ...SAMPLE };
    const sink: FieldSink = {
      set: (path) => calls.push(['set', path, undefined]),
      commit: (path) => calls.push(['commit', path, undefined]),
      update: (path, change, burst) => {
        calls.push(['update', path, burst]);
        data = change(data) as Record<string, unknown>;
      },
    };
    const color = f.hslColor('color', 'Renk', { sliders: true, write: (d, c: HslColor) => ({ ...d, color: c, level: c.h }) });
    render(<FieldList fields={[color, mode] as FieldConfig<never>[]} data={data} errors={{}} idPrefix="l" sink={sink} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Renk: Ton' }), { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Yüksek' }));
    expect(calls).toEqual([
      ['update', '', 'color'],
      ['update', '', undefined],
    ]);
    expect(data).toMatchObject({ color: { h: 1, s: 0, l: 100 }, level: 10 });
  });
});

describe('layout options', () => {
  it('draws two-column framed sections with wide and row-start fields, and plain sections under a heading', () => {
    const { container } = renderForm([
      section('Çerçeveli', [f.text('name', 'İsim', { wide: true, required: true }), f.select('look', 'Görünüm', LOOKS, { rowStart: true })], {
        columns: 2,
      }),
      section('Düz', [f.select('size', 'Boyut', SIZES, { segmented: true, hideLabel: true })], { look: 'plain' }),
    ]);
    expect(container.querySelector('fieldset .kit-grid--two')).not.toBeNull();
    expect(screen.getByLabelText('İsim').closest('.kit-field')?.className).toContain('kit-field--wide');
    expect(screen.getByLabelText<HTMLInputElement>('İsim').required).toBe(true);
    expect(screen.getByLabelText('Görünüm').closest('.kit-field')?.className).toContain('kit-field--row-start');
    const plain = screen.getByRole('region', { name: 'Düz' });
    expect(within(plain).getByRole('heading', { level: 3, name: 'Düz' })).toBeTruthy();
    expect(within(plain).getAllByRole('group', { name: 'Boyut' }).length).toBeGreaterThan(0);
    expect(within(plain).getByText('Boyut').className).toBe('p-hidden-accessible');
  });
});

describe('checked draft and focus', () => {
  it("clears a field's message when that field changes, keeps the others, and starts over with none", async () => {
    const { draft } = renderForm([section('Alanlar', [f.text('name', 'İsim'), f.decimal('amount', 'Tutar', { min: 0 })])]);
    act(() => draft().setErrors({ name: 'İsim gereklidir', amount: 'Çok büyük' }));
    expect(await screen.findByText('İsim gereklidir')).toBeTruthy();
    expect(screen.getByLabelText('İsim').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('İsim'), { target: { value: 'Yeni' } });
    await waitFor(() => expect(screen.queryByText('İsim gereklidir')).toBeNull());
    expect(screen.getByText('Çok büyük')).toBeTruthy();

    act(() => draft().replace({ ...SAMPLE, name: 'Kayıtlı' }));
    await waitFor(() => expect(screen.queryByText('Çok büyük')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('İsim').value).toBe('Kayıtlı');
  });

  it('puts the focus on a field by its key', () => {
    renderForm([section('Alanlar', [f.text('name', 'İsim')])]);
    const spy = vi.fn();
    screen.getByLabelText('İsim').addEventListener('focus', spy);
    focusField('t', 'name');
    expect(document.activeElement).toBe(screen.getByLabelText('İsim'));
    expect(spy).toHaveBeenCalled();
  });
});
