import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ColorPickerField } from '../../src/widgets/color-picker/ColorPickerField';

function Controlled({ initial, alpha, onChange }: { initial: string; alpha?: boolean; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ColorPickerField
      label="Arka plan rengi"
      value={value}
      alpha={alpha ?? false}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const INVALID = 'Geçerli bir renk girin (ör. #ef4444 veya rgba(0,0,0,0.4)).';

describe('ColorPickerField', () => {
  // jsdom lays nothing out, so every element looks detached and PrimeReact hides the overlay it measures.
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });

  it('applies a typed hex colour and writes it in the stored form on leaving the field', () => {
    const onChange = vi.fn();
    render(<Controlled initial="#ffffff" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Arka plan rengi' });
    fireEvent.change(input, { target: { value: '#F00' } });
    expect(onChange).toHaveBeenLastCalledWith('#F00');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
    expect((input as HTMLInputElement).value).toBe('#ff0000');
  });

  it('marks text that is not a colour and keeps the stored value', () => {
    const onChange = vi.fn();
    render(<Controlled initial="#ffffff" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Arka plan rengi' });
    fireEvent.change(input, { target: { value: '#12' } });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('#ffffff');
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('refuses a translucent colour where only opaque ones are allowed', () => {
    const onChange = vi.fn();
    render(<Controlled initial="#ffffff" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Arka plan rengi' }), { target: { value: 'rgba(0,0,0,0.4)' } });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a colour from the preset palette', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="#ffffff" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Arka plan rengi: Renk seç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kırmızı (#ef4444)' }));
    expect(onChange).toHaveBeenLastCalledWith('#ef4444');
  });

  it('keeps the opacity of an rgba colour when a preset is picked', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="rgba(0,0,0,0.4)" alpha onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Arka plan rengi: Renk seç' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Opaklık')).value).toBe('40 %');
    fireEvent.click(screen.getByRole('button', { name: 'Kırmızı (#ef4444)' }));
    expect(onChange).toHaveBeenLastCalledWith('rgba(239,68,68,0.4)');
  });
});
