import { config } from 'zod';

// zod 4 compiles object parsers with `new Function` unless it is jitless, and finds out whether it
// may by trying a caught `new Function('')` as each object schema is built. The shop's CSP has no
// 'unsafe-eval', so the browser reports that probe as a violation on every page. zod reads the
// setting when a schema is built, not when it parses: each entry imports this module first, before
// any module that builds a schema.
config({ jitless: true });
