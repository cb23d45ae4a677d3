// Deployed instead of web/dist-ssr/render-page.js when the web app was not built before synth (as on a
// fresh checkout): every storefront page is the "not built" page, as the bucket's placeholder is.
export const SHELL_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <title>Web uygulaması derlenmedi</title>
  </head>
  <body>
    <p>Web uygulaması bu dağıtımdan önce derlenmedi. <code>npm run deploy</code> ile yeniden dağıtın.</p>
  </body>
</html>
`;

export const renderStorefrontPage = async () => ({ status: 200, html: SHELL_HTML, keep: false });
