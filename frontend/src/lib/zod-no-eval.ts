// zod v4 probes `new Function('')` before its first object parse, to decide
// whether to compile fast parsers. Our CSP (script-src 'self', no
// 'unsafe-eval') blocks the probe, and Chrome files that as a CSP issue
// (Lighthouse best practices 96 on /events and /contact). `jitless: true` is
// zod's own switch to skip the probe: parsing stays correct, and the CSP
// stays strict. Set on the config object zod adopts when it loads
// (globalThis.__zod_globalConfig, what z.config() writes to), so that the
// entry, which runs this first, does not download zod itself.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const g = globalThis as ZodGlobal;
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
