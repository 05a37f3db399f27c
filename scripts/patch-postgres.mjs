// postinstall: guard postgres.js (3.4.x) against writing to a connection whose socket is gone.
//
// Upstream bug porsager/postgres#1066/#1154/#1208 (fix proposed in PRs #1168/#1209, not released as
// of 3.4.9): when PostgreSQL drops a connection inside a transaction, the transaction's ROLLBACK is
// written to the closed connection from a setImmediate callback, `socket.write` throws on null, and
// the TypeError kills the process. A process-level handler cannot save it: the throw leaves the
// connection's write buffer and timer half-reset, so that pooled connection never works again.
// This guard settles the queries on that connection with CONNECTION_CLOSED instead, like #1209.
// See docs/decisions/090-surviving-a-lost-database-connection.md. Plain node, no dependencies, so it
// runs in any install (also `npm ci --omit=dev`). Idempotent; fails loudly when the installed
// postgres.js no longer has the code it patches and has no fix of its own.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = 'dps-patch: nextWrite null-socket guard';
const PATCHES = [
  {
    original: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    patched: `  function nextWrite(fn) {
    if (socket === null) { // ${MARK}
      // The connection closed after this write was queued (e.g. a ROLLBACK on a terminated
      // backend): settle its queries instead of throwing from a timer and killing the process.
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      // "Written": false would park the connection in the pool's "full" queue, awaiting a drain.
      return true
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    // closed() cancelled a queued write but kept its bytes and its (spent) timer: the next
    // session's startup message was appended to them and never flushed, so the connection hung
    // until connect_timeout, again and again.
    original: `    incomings = null
    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    patched: `    incomings = null
    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // dps-patch: a closed socket's unsent bytes die with it
    socket.removeListener('data', data)`,
  },
  {
    // A query sent between the socket's 'error' and its 'close' (the pool still had the connection
    // as busy) was put in the queue after error() had settled it, and closed() left the queue alone
    // when there had been an error: that request waited forever, with no timer left to end it.
    original: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))`,
    // (An `if`, not `(a || b) && ...`: this code has no semicolons, and the line before is a return.)
    patched: `    if (query || sent.length) error(Errors.connection('CONNECTION_CLOSED', options, socket)) // dps-patch: also after an error`,
  },
];

let root;
try {
  // The package's main is cjs/src/index.js; its exports map hides package.json.
  root = join(dirname(createRequire(import.meta.url).resolve('postgres')), '..', '..');
} catch {
  process.exit(0); // postgres.js is not installed here (nothing to patch)
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
let patched = 0;
for (const rel of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const file = join(root, rel);
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  // Fixed upstream (nextWrite checks its socket): nothing to do.
  if (!text.includes(MARK) && /function nextWrite\(fn\) \{\s*if \(!?\(?socket/.test(text)) continue;
  let next = text;
  for (const p of PATCHES) {
    if (next.includes(p.patched)) continue; // applied by an earlier install
    if (!next.includes(p.original)) {
      console.error(`scripts/patch-postgres.mjs: postgres ${version} ${rel} has changed; re-check docs/decisions/090 and update the patch.`);
      process.exit(1);
    }
    next = next.replace(p.original, p.patched);
  }
  if (next !== text) {
    writeFileSync(file, next);
    patched++;
  }
}
if (patched > 0) console.log(`patched postgres ${version}: writes on a closed connection (${patched} files)`);
