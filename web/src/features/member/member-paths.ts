export const memberPath = (id: string): string => `/admin/member/detail/${encodeURIComponent(id)}`;
export const guestPath = (id: string): string => `/admin/member/guest/detail/${encodeURIComponent(id)}`;
