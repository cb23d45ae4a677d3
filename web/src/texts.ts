/**
 * Texts the spec does not give (our wording). They belong in the shared MESSAGES catalogue;
 * they live here until shared/ takes them over.
 */
export const WEB_TEXTS = {
  configLoadFailed: 'Uygulama yapılandırması yüklenemedi.',
  configLoadHint: 'Lütfen sayfayı yenileyin. Sorun sürerse sistem yöneticinize başvurun.',
  systemManagement: 'Sistem Yönetimi',
  themeManagement: 'Tema Yönetimi',
  toggleSidebar: 'Yan menüyü aç veya kapat',
  areaSwitcher: 'Yönetim alanı seçimi',
  userMenu: 'Kullanıcı menüsü',
  adminNavigation: 'Yönetim menüsü',
} as const;
