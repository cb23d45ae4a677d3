import { ROLE_NAMES, type RoleName } from '@shop/shared';

/** One password for every demo admin; printed by `npm start` and written in the README. */
export const DEMO_PASSWORD = 'Demo1234!';

const NAMES: Record<RoleName, [string, string]> = {
  SUPER_ADMIN: ['Selin', 'Yılmaz'],
  ADMIN: ['Murat', 'Kaya'],
  PRODUCT_MANAGER: ['Elif', 'Demir'],
  WAREHOUSE_MANAGER: ['Hakan', 'Şahin'],
  ORDER_MANAGER: ['Zeynep', 'Çelik'],
  MARKETING_MANAGER: ['Burak', 'Öztürk'],
  CONTENT_MANAGER: ['Ayşe', 'Arslan'],
  THEME_MANAGER: ['Deniz', 'Aydın'],
  CUSTOMER_SERVICE: ['Emre', 'Koç'],
  ANALYST: ['İrem', 'Güneş'],
  USER: ['Can', 'Işık'],
};

export const demoAdmins = () =>
  ROLE_NAMES.map((role) => ({
    role,
    email: `${role.toLowerCase()}@example.com`,
    password: DEMO_PASSWORD,
    givenName: NAMES[role][0],
    familyName: NAMES[role][1],
    groups: [role],
  }));
