/** The built storefront.html, read by the server build (web/vite.config.ts). */
declare module 'virtual:storefront-shell' {
  const html: string;
  export default html;
}
