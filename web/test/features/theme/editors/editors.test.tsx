import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FaqSettings, FixedBannerSettings, MarqueeSettings, NewsletterSettings, VideoSettings } from '@shop/shared';
import userEvent from '@testing-library/user-event';
import { componentOf, dialog, openEditor } from './editor-harness';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** PrimeReact's confirmation dialog around the given question. */
const confirmation = async (question: RegExp) => (await screen.findByText(question)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;

describe('marquee editor', () => {
  it('adds announcements in a dialog, refuses an empty one with the spec text, and saves them numbered 1..n', async () => {
    const { panel, save } = await openEditor(componentOf('MARQUEE', 'm1', 'Duyurular'));
    expect(within(panel).getByText('Henüz duyuru eklenmemiş.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Duyuru ekle' }));
    let form = await dialog('Duyuru ekle');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Duyuru metni gereklidir.', { selector: '.p-toast-summary' })).toBeTruthy();

    type(within(form).getByLabelText('Duyuru metni'), 'Kargo bedava');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duyuru ekle' })).toBeNull());

    fireEvent.click(within(panel).getByRole('button', { name: 'Duyuru ekle' }));
    form = await dialog('Duyuru ekle');
    // A new dialog starts empty: the draft of the last one is gone.
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Duyuru metni').value).toBe('');
    type(within(form).getByLabelText('Duyuru metni'), 'Yeni sezon');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(panel).getAllByTestId('kit-item')).toHaveLength(2));

    const data = await save<MarqueeSettings>();
    expect(data.announcements.map((a) => [a.text, a.order])).toEqual([
      ['Kargo bedava', 1],
      ['Yeni sezon', 2],
    ]);
  });

  it('edits an announcement in place keeping its id and number, and deletes without asking', async () => {
    const { panel, save } = await openEditor(
      componentOf('MARQUEE', 'm1', 'Duyurular', {
        announcements: [
          { id: 10, text: 'Birinci', order: 1 },
          { id: 11, text: 'İkinci', order: 2 },
        ],
      }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'İkinci: düzenle' }));
    const form = await dialog('Duyuruyu düzenle');
    type(within(form).getByLabelText('Duyuru metni'), 'İkinci (güncel)');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await within(panel).findByText('İkinci (güncel)');
    fireEvent.click(within(panel).getByRole('button', { name: 'Birinci: sil' }));
    await waitFor(() => expect(within(panel).getAllByTestId('kit-item')).toHaveLength(1));
    const data = await save<MarqueeSettings>();
    expect(data.announcements).toEqual([{ id: 11, text: 'İkinci (güncel)', order: 1 }]);
  });

  it('writes appearance settings at once, and a burst of typing is one undo step', async () => {
    const { panel, save } = await openEditor(componentOf('MARQUEE', 'm1', 'Duyurular'));
    const name = within(panel).getByLabelText('İsim');
    type(name, 'K');
    type(name, 'Ka');
    type(name, 'Kam');
    fireEvent.click(within(panel).getByLabelText('Üzerine gelince durdur'));
    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    await waitFor(() => expect(within(panel).getByLabelText<HTMLInputElement>('Üzerine gelince durdur').checked).toBe(true));
    expect((name as HTMLInputElement).value).toBe('Kam');
    fireEvent.click(screen.getByRole('button', { name: 'Geri al (Ctrl+Z)' }));
    await waitFor(() => expect(within(panel).getByLabelText<HTMLInputElement>('İsim').value).toBe('Duyurular'));
    fireEvent.click(screen.getByRole('button', { name: /Yinele/ }));
    const data = await save<MarqueeSettings>();
    expect(data.name).toBe('Kam');
    expect(data.hoverPause).toBe(true);
  });
});

describe('FAQ editor', () => {
  it('warns about a blank answer, lists titles cut to 8 characters, asks before deleting', async () => {
    const { panel, save } = await openEditor(componentOf('FAQ', 'f1', 'Sorular'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Soru ekle' }));
    const form = await dialog('Soru ekle');
    type(within(form).getByLabelText('Soru'), '  Kargo ne zaman gelir?  ');
    type(within(form).getByLabelText('Cevap'), '   ');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Soru ve cevap metni gereklidir.', { selector: '.p-toast-summary' })).toBeTruthy();
    type(within(form).getByLabelText('Cevap'), 'İki iş gününde.');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(panel).findByText('Kargo ne...')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Kargo ne...: sil' }));
    const confirm = await confirmation(/sorusu silinsin mi\? Kaydetmeden önce Geri Al \(Ctrl\+Z\) ile geri getirebilirsiniz/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByText(/sorusu silinsin mi/)).toBeNull());
    expect(within(panel).getAllByTestId('kit-item')).toHaveLength(1);

    const data = await save<FaqSettings>();
    // Question and answer are stored trimmed.
    expect(data.faqItems).toEqual([expect.objectContaining({ question: 'Kargo ne zaman gelir?', answer: 'İki iş gününde.', order: 1 })]);
  });

  it('deletes a question once confirmed and numbers the rest 1..n', async () => {
    const faq = (id: number, question: string, order: number) => ({ id, question, answer: 'Cevap', order });
    const { panel, save } = await openEditor(
      componentOf('FAQ', 'f1', 'Sorular', { faqItems: [faq(1, 'Birinci soru', 1), faq(2, 'İkinci soru', 2), faq(3, 'Üçüncü soru', 3)] }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Birinci...: sil' }));
    fireEvent.click(within(await confirmation(/sorusu silinsin mi/)).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(within(panel).getAllByTestId('kit-item')).toHaveLength(2));
    const data = await save<FaqSettings>();
    expect(data.faqItems.map((item) => [item.id, item.order])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('writes a number while it is typed, not only when the field loses focus', async () => {
    const { panel, save } = await openEditor(componentOf('FAQ', 'f1', 'Sorular'));
    const size = within(panel).getAllByLabelText('Yazı boyutu')[0] as HTMLInputElement;
    await userEvent.setup().type(size, '40', { initialSelectionStart: 0, initialSelectionEnd: size.value.length });
    // Written before the field loses focus: the builder already has an unsaved change.
    expect(document.activeElement).toBe(size);
    expect(await screen.findByText('Kaydedilmemiş değişiklikler var')).toBeTruthy();
    const data = await save<FaqSettings>();
    expect(data.titleStyle.fontSize).toBe(40);
  });

  it('shows "Boş Soru" for an empty question and hides the title field while the title is off', async () => {
    const { panel } = await openEditor(componentOf('FAQ', 'f1', 'Sorular', { faqItems: [{ id: 1, question: '', answer: 'x', order: 1 }] }));
    expect(within(panel).getByText('Boş Soru')).toBeTruthy();
    expect(within(panel).getByLabelText('Başlık')).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Başlığı göster'));
    await waitFor(() => expect(within(panel).queryByLabelText('Başlık')).toBeNull());
  });
});

describe('newsletter and fixed banner editors', () => {
  it('newsletter: texts and a text style colour reach the saved data', async () => {
    const { panel, save } = await openEditor(componentOf('NEWSLETTER', 'n1', 'Bülten'));
    type(within(panel).getByLabelText('Başlık'), 'İndirimlerden ilk siz haberdar olun');
    type(within(panel).getByLabelText('Açıklama'), 'Ayda bir e-posta.');
    type(within(panel).getByLabelText('Başlık yazısı rengi'), '#1d4ed8');
    const data = await save<NewsletterSettings>();
    expect(data.title).toBe('İndirimlerden ilk siz haberdar olun');
    expect(data.description).toBe('Ayda bir e-posta.');
    expect(data.titleStyle).toEqual({ fontSize: 20, fontFamily: 'inter', fontWeight: 600, color: '#1d4ed8' });
  });

  it('fixed banner: hiding the close button hides its colour; devices switch off one by one', async () => {
    const { panel, save } = await openEditor(componentOf('BANNER_COMPONENT', 'fb1', 'Duyuru'));
    expect(within(panel).getByLabelText('Kapatma düğmesi rengi')).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Kapatma düğmesi'));
    await waitFor(() => expect(within(panel).queryByLabelText('Kapatma düğmesi rengi')).toBeNull());
    fireEvent.click(within(panel).getByLabelText('Mobilde göster'));
    type(within(panel).getByLabelText('Duyuru metni'), 'Bugün kargo ücretsiz');
    const data = await save<FixedBannerSettings>();
    expect(data).toMatchObject({
      showCloseButton: false,
      showOnMobile: false,
      showOnTablet: true,
      content: 'Bugün kargo ücretsiz',
      iconName: 'rocket',
    });
  });
});

describe('video editor', () => {
  it('warns that a video is required, and that autoplay with sound is blocked by browsers', async () => {
    const { panel } = await openEditor(componentOf('VIDEO', 'v1', 'Tanıtım'));
    expect(within(panel).getByText('Henüz video eklenmemiş.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Video ekle' }));
    const form = await dialog('Video ekle');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    // A refused add says so (the spec's text) with the reason under it.
    expect(await screen.findByText('Video eklenirken bir hata oluştu', { selector: '.p-toast-summary' })).toBeTruthy();
    expect(screen.getByText('Video seçimi gereklidir.', { selector: '.p-toast-detail' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Vazgeç' }));
    await act(async () => {
      fireEvent.click(within(panel).getByLabelText('Otomatik oynat'));
    });
    expect(await within(panel).findByText(/sessizi de açın/)).toBeTruthy();
  });

  it('removes the video after a confirmation and says so', async () => {
    const video = { id: 3, video: { id: 'm1', type: 'VIDEO', filePath: '/media/tanitim.mp4', name: 'tanitim.mp4' }, link: null };
    const { panel, save } = await openEditor(componentOf('VIDEO', 'v1', 'Tanıtım', { videoItem: video }));
    expect(within(panel).getByText('tanitim.mp4')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'tanitim.mp4: sil' }));
    fireEvent.click(within(await confirmation(/Video kaldırılsın mı\?/)).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Video kaldırıldı')).toBeTruthy();
    const data = await save<VideoSettings>();
    expect(data.videoItem).toBeNull();
  });
});
