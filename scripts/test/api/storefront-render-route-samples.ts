/** A valid request for the storefront page renderer (the route matrix's sample): the home page. */
export const STOREFRONT_RENDER_ROUTE_SAMPLES = {
  storefrontRender: async () => ({ path: '/api/storefront/render?path=/' }),
};
