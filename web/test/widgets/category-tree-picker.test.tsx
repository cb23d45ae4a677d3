import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Category, CategorySelection } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { CategoryTreePicker } from '../../src/widgets/category-tree/CategoryTreePicker';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));

const CATEGORIES: Category[] = [
  { id: 'g', name: 'Giyim', parents: [] },
  { id: 'k', name: 'Kadın', parents: [{ parent: { id: 'g' } }] },
  { id: 'er', name: 'Erkek', parents: [{ parent: { id: 'g' } }] },
];

function Controlled({ onChange }: { onChange: (selections: CategorySelection[]) => void }) {
  const [value, setValue] = useState<CategorySelection[]>([]);
  return (
    <CategoryTreePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const node = (name: string) => screen.getByRole('treeitem', { name });

describe('CategoryTreePicker', () => {
  beforeEach(() => {
    vi.mocked(apiFetch).mockReset();
  });

  it('ticking a parent selects its children; unticking a child leaves the parent indeterminate', async () => {
    vi.mocked(apiFetch).mockResolvedValue({ data: CATEGORIES });
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(await screen.findByText('Giyim'));
    expect(onChange).toHaveBeenLastCalledWith([
      { categoryId: 'g', path: 'g', depth: 0 },
      { categoryId: 'er', path: 'g-er', depth: 1 },
      { categoryId: 'k', path: 'g-k', depth: 1 },
    ]);
    expect(node('Giyim').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(node('Giyim'), { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.click(await screen.findByText('Kadın'));
    expect(onChange).toHaveBeenLastCalledWith([
      { categoryId: 'g', path: 'g', depth: 0 },
      { categoryId: 'er', path: 'g-er', depth: 1 },
    ]);
    expect(node('Giyim (kısmen seçili)').getAttribute('aria-checked')).toBe('false');
    expect(node('Giyim (kısmen seçili)').querySelector('.p-treenode-content')?.textContent).toBe('Giyim');
    expect(node('Giyim (kısmen seçili)').querySelector('.p-checkbox')?.classList.contains('p-indeterminate')).toBe(true);
    expect(node('Erkek').getAttribute('aria-checked')).toBe('true');
  });

  it('logs a failed load and shows no message, and no spinner', async () => {
    vi.mocked(apiFetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Controlled onChange={vi.fn()} />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('.p-tree-loading-overlay, .p-tree-loading')).toBeNull());
    expect(container.textContent.trim()).toBe('');
  });
});
