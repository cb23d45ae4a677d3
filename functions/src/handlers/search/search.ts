import {
  API_ROUTES,
  GUEST_PERMISSIONS,
  MEMBER_PERMISSIONS,
  PRODUCT_PERMISSIONS,
  SEARCH_MIN_QUERY_LENGTH,
  canAny,
  charLength,
  type SearchResponse,
} from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { searchGuests, searchMembers } from '../../repositories/customer-repository';
import { searchProducts } from '../../repositories/product-repository';

/** Results per group: the palette is 400 px high and shows three groups. */
const GROUP_LIMIT = 8;

const none = () => Promise.resolve([]);

export const handler = apiHandler(API_ROUTES.search, async ({ query, caller }) => {
  const q = query.q.trim();
  if (charLength(q) < SEARCH_MIN_QUERY_LENGTH) return ok({ success: true, data: { products: [], users: [], guests: [] } });
  // Each group only for those who may see it; the route lets in whoever may see any.
  const groups = caller.groups;
  const [products, users, guests] = await Promise.all([
    canAny(groups, PRODUCT_PERMISSIONS) ? searchProducts(q, { limit: GROUP_LIMIT }) : none(),
    canAny(groups, MEMBER_PERMISSIONS) ? searchMembers(q, GROUP_LIMIT) : none(),
    canAny(groups, GUEST_PERMISSIONS) ? searchGuests(q, GROUP_LIMIT) : none(),
  ]);
  const body: SearchResponse = {
    success: true,
    data: {
      products: products.map((p) => ({ id: p.id, name: p.name })),
      users: users.map((u) => ({ id: u.id, name: u.name, surname: u.surname, email: u.email })),
      guests: guests.map((g) => ({ id: g.id, name: g.name, surname: g.surname, email: g.email, _orderCount: g._orderCount })),
    },
  };
  return ok(body);
});
