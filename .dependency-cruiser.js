/**
 * The layers the build enforces (`npm run lint`), higher to lower; an import may only point down or sideways.
 *   web:       app (main.tsx, app/, shell/: the frame) -> features (features/, one folder per admin menu section, and
 *              session/: sign-in, the live connection, the appearance) -> widgets/ui (widgets/, with the data-page frame, ui/)
 *              -> api/format/shared (api/, format/, config/, texts.ts, zod-config.ts)
 *   storefront (web/src/storefront/): its own app; it never imports admin code (the admin may show its components).
 *   functions: handlers/ -> http/, realtime/ (the transports) -> domain/ -> repositories/; observability/ and clock.ts serve all.
 *   shared/:   below everything; it imports no workspace.
 * An exception is one rule's `pathNot` line with a comment giving the reason, never a list of files to skip.
 * @type {import('dependency-cruiser').IConfiguration}
 */

const WEB_APP = '^web/src/(app/|shell/|main\\.tsx$)';
const WEB_WIDGETS = '^web/src/(widgets|ui)/';
const WEB_BASE = '^web/src/(api/|format/|config/|texts\\.ts$|zod-config\\.ts$)';

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the modules cannot be understood, tested or loaded apart. Move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-frame',
      severity: 'error',
      comment: 'Only the app and the shell (the frame) import the frame; a feature that needs one of its helpers gets it moved down a layer.',
      from: { path: '^web/src/', pathNot: WEB_APP },
      to: { path: WEB_APP },
    },
    {
      name: 'web-shell-imports-app',
      severity: 'error',
      comment: 'The app composes the shell, not the other way round.',
      from: { path: '^web/src/shell/' },
      to: { path: '^web/src/(app/|main\\.tsx$)' },
    },
    {
      name: 'web-widget-imports-feature',
      severity: 'error',
      comment: 'Widgets and page parts serve every feature, so they import only their own layer and the base (api, format, config).',
      from: { path: WEB_WIDGETS },
      to: { path: '^web/src/', pathNot: [WEB_WIDGETS, WEB_BASE] },
    },
    {
      name: 'web-base-imports-up',
      severity: 'error',
      comment: 'api, format, config and the shared texts sit at the bottom: they import nothing of the app above them.',
      from: { path: WEB_BASE },
      to: { path: '^web/src/', pathNot: WEB_BASE },
    },
    {
      name: 'storefront-imports-admin',
      severity: 'error',
      comment: "The shopper's storefront never loads admin code (bundle size, and no admin client in a shopper's page).",
      from: { path: '^web/src/storefront/' },
      to: { path: '^web/src/', pathNot: '^web/src/(storefront/|zod-config\\.ts$)' },
    },
    {
      name: 'functions-only-handlers-import-handlers',
      severity: 'error',
      comment: 'A handler is an entry point: shared logic lives in domain/, http/ or realtime/, never in another layer importing a handler.',
      from: { path: '^functions/src/', pathNot: '^functions/src/handlers/' },
      to: { path: '^functions/src/handlers/' },
    },
    {
      name: 'functions-domain-imports-transport',
      severity: 'error',
      comment: 'The domain knows nothing of HTTP or WebSockets: it returns outcomes or throws DomainError, which http/ maps to a status.',
      from: { path: '^functions/src/domain/' },
      to: { path: '^functions/src/(http|realtime)/' },
    },
    {
      name: 'functions-repository-imports-up',
      severity: 'error',
      comment: 'Repositories store and read; the rules that use them (domain, transports) sit above.',
      from: { path: '^functions/src/repositories/' },
      to: { path: '^functions/src/(domain|http|realtime)/' },
    },
    {
      name: 'functions-cross-cutting-imports-up',
      severity: 'error',
      comment: 'Logging, metrics and the clock serve every layer, so they import none of them.',
      from: { path: '^functions/src/(observability/|clock\\.ts$)' },
      to: { path: '^functions/src/(domain|http|realtime|repositories)/' },
    },
    {
      name: 'shared-imports-workspace',
      severity: 'error',
      comment: 'shared/ is the contract every workspace imports; it imports none of them.',
      from: { path: '^shared/src/' },
      to: { path: '^(web|functions|infra|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type cycle still ties two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};
