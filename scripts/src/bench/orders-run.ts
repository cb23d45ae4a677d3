process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { runOrderBench } from './orders';

// The order section on its own (`npm run bench:orders`): its load alone takes minutes.
await runOrderBench((label, value) => console.log(`  ${label.padEnd(44)} ${value}`));
