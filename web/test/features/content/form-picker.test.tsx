import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormSummary } from '@shop/shared';
import { FormPicker } from '../../../src/features/content/forms/FormPicker';
import { fetchForms } from '../../../src/features/content/forms/forms-api';

vi.mock('../../../src/features/content/forms/forms-api', () => ({ fetchForms: vi.fn() }));

const summary = (id: string, name: string, fieldCount: number): FormSummary => ({
  id,
  name,
  fieldCount,
  submissionCount: 0,
  unreadCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('FormPicker', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists the forms, finds one by name with Turkish folding, and hands back its id and name', async () => {
    vi.mocked(fetchForms).mockResolvedValue({ data: [summary('iletisim-formu', 'İletişim Formu', 5), summary('bayi', 'Bayi Başvurusu', 3)] });
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<FormPicker visible onPick={onPick} onHide={() => undefined} />);
    await screen.findByRole('button', { name: 'Bayi Başvurusu formunu seç' });
    await user.type(screen.getByLabelText('Form ara'), 'iletisim');
    expect(screen.queryByRole('button', { name: 'Bayi Başvurusu formunu seç' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'İletişim Formu formunu seç' }));
    expect(onPick).toHaveBeenCalledWith({ id: 'iletisim-formu', name: 'İletişim Formu' });
  });

  it('says so when nothing matches', async () => {
    vi.mocked(fetchForms).mockResolvedValue({ data: [summary('a', 'İletişim Formu', 5)] });
    const user = userEvent.setup();
    render(<FormPicker visible onPick={() => undefined} onHide={() => undefined} />);
    await screen.findByRole('button', { name: 'İletişim Formu formunu seç' });
    await user.type(screen.getByLabelText('Form ara'), 'sipariş');
    expect(screen.getByText('Aramanızla eşleşen form yok.')).toBeTruthy();
  });
});
