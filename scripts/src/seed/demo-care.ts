import { newCareId } from '@shop/functions/repositories/care-ids';
import { createFeedback, listFeedback } from '@shop/functions/repositories/feedback-repository';
import { changeSupportRequest, createSupportRequest, listSupportRequests } from '@shop/functions/repositories/support-repository';
import type { Caller } from '@shop/functions/domain/caller';
import type { Feedback, Order, SupportEvent, SupportRequest } from '@shop/shared';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

/**
 * Destek's demo: a new request from the contact page, one from the chat's offline form that the
 * customer service agent answered, and a solved one about a demo order (its customer's own e-mail,
 * as the contact page requires); and four feedback notes. First seed only, like Form Oluşturucu's.
 */
export const seedDemoCare = async (now: Date, orders: readonly Order[], agent: Caller | undefined): Promise<void> => {
  if ((await listSupportRequests({ limit: 1 })).data.length > 0 || (await listFeedback({ limit: 1 })).data.length > 0) return;
  const order = orders[0];
  const requests: {
    minutesAgo: number;
    request: Omit<SupportRequest, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'version'>;
    then: ('reply' | 'resolve')[];
  }[] = [
    {
      minutesAgo: 35,
      request: {
        source: 'contact',
        name: 'Zeynep Demir',
        email: 'zeynep.demir@example.com',
        subject: 'Beden değişimi',
        message: 'Merhaba, aldığım keten gömlek bana büyük geldi. M bedenle değiştirebilir miyim?\nTeşekkürler.',
      },
      then: [],
    },
    {
      minutesAgo: 60 * 5,
      request: {
        source: 'chat',
        name: 'Burak Şahin',
        email: 'burak.sahin@example.com',
        subject: 'Canlı destekten mesaj',
        message: 'Akşam saatlerinde yazdım, kimse yoktu. Kapıda ödeme seçeneğiniz var mı?',
      },
      then: ['reply'],
    },
    ...(order
      ? [
          {
            minutesAgo: 60 * 30,
            request: {
              source: 'contact' as const,
              name: order.customer.name,
              email: order.customer.email,
              subject: 'Kargo takip numarası',
              message: `${order.id} numaralı siparişimin kargo takip numarasını öğrenebilir miyim?`,
              orderNumber: order.id,
            },
            then: ['reply', 'resolve'] as ('reply' | 'resolve')[],
          },
        ]
      : []),
  ];
  for (const demo of requests) {
    const at = minutesBefore(now, demo.minutesAgo);
    const request: SupportRequest = {
      ...demo.request,
      id: newCareId(at),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      status: 'new',
      version: 0,
    };
    await createSupportRequest(request, { id: newCareId(at), at: at.toISOString(), kind: 'received' });
    if (!agent) continue;
    const by = { sub: agent.sub, name: agent.name };
    let version = 0;
    for (const [i, step] of demo.then.entries()) {
      const when = minutesBefore(now, demo.minutesAgo - 20 * (i + 1));
      const event: SupportEvent =
        step === 'reply'
          ? {
              id: newCareId(when),
              at: when.toISOString(),
              kind: 'reply',
              by,
              text: 'Merhaba, bilgileri e-posta adresinize gönderdik. İyi günler dileriz.',
              mailed: true,
            }
          : { id: newCareId(when), at: when.toISOString(), kind: 'status', by, status: 'resolved' };
      await changeSupportRequest(
        request.id,
        version,
        { status: step === 'reply' ? 'answered' : 'resolved', ...(i === 0 ? { assignee: by } : {}) },
        event,
        // The demo's history is data, not changes anyone made here: Aktivite Geçmişi stays empty of it.
        undefined,
      );
      version += 1;
    }
  }
  const feedback: (Omit<Feedback, 'id' | 'createdAt'> & { minutesAgo: number })[] = [
    { minutesAgo: 20, category: 'suggestion', message: 'Ürün sayfalarında beden tablosu olsa çok iyi olur.', rating: 4, status: 'unread' },
    {
      minutesAgo: 60 * 3,
      category: 'complaint',
      message: 'Kargom iki gün geç geldi, paket de ezilmişti.',
      rating: 2,
      email: 'selin.ak@example.com',
      status: 'unread',
    },
    { minutesAgo: 60 * 26, category: 'thanks', message: 'Müşteri hizmetleriniz çok ilgiliydi, teşekkürler!', rating: 5, status: 'read' },
    { minutesAgo: 60 * 24 * 6, category: 'other', message: 'Mağazanız hafta sonu da sipariş gönderiyor mu?', status: 'archived' },
  ];
  for (const { minutesAgo, ...note } of feedback) {
    const at = minutesBefore(now, minutesAgo);
    await createFeedback({ ...note, id: newCareId(at), createdAt: at.toISOString() });
  }
};
