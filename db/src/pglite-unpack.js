// @ts-check
/**
 * `node db/src/pglite-unpack.js <archive> <dataDir>`: unpacks the migrated template (a
 * brotli-compressed ustar archive, db/template) into <dataDir>, which holds no database, then
 * exits. createDb runs this as a short-lived child process on a first start (pglite-template.ts):
 * on two cores it unpacks while the server imports the rest of the app, and the memory unpacking
 * takes (brotli's 16 MB window, tens of MB of buffers the allocator would keep) leaves with the
 * process. See docs/decisions/243-a-migrated-template-for-new-databases.md.
 *
 * PG_VERSION, by which a directory is recognised as a database (embeddedDatabaseExists), is
 * written last: a start that stops half-way leaves no directory that looks like a database, and
 * the next start unpacks again over it. On an error, what was unpacked is removed (what the
 * directory held before is left alone).
 *
 * Reads only what scripts/maintain/db-template.ts writes (db/src/tar.ts): regular files and directories.
 * Plain JavaScript so that plain node runs it, without this process's TypeScript loader.
 */
import {
  closeSync,
  createReadStream,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { createBrotliDecompress } from 'node:zlib';

const MARKER = 'PG_VERSION';

/**
 * The entries of a ustar stream, as it arrives. Each entry's bytes must be read (chunks()) before
 * the next entry is asked for; what is not read is skipped.
 * @param {AsyncIterable<Buffer>} stream
 * @returns {AsyncGenerator<{ name: string, type: 'file' | 'dir', chunks: () => AsyncGenerator<Buffer> }>}
 */
async function* readTar(stream) {
  const input = stream[Symbol.asyncIterator]();
  let pending = Buffer.alloc(0);
  let ended = false;
  /** At least `n` bytes in `pending`, or fewer at the end of the stream. @param {number} n */
  const fill = async (n) => {
    const parts = [pending];
    let have = pending.length;
    while (have < n && !ended) {
      const next = await input.next();
      if (next.done) ended = true;
      else {
        parts.push(next.value);
        have += next.value.length;
      }
    }
    if (parts.length > 1) pending = Buffer.concat(parts);
  };
  /** @param {number} n */
  const take = (n) => {
    const out = pending.subarray(0, n);
    pending = pending.subarray(n);
    return out;
  };
  for (;;) {
    await fill(512);
    if (pending.length < 512) throw new Error('the archive ends early');
    const header = take(512);
    if (header.every((b) => b === 0)) return; // the end-of-archive blocks
    /** @param {number} at @param {number} len */
    const field = (at, len) => {
      const end = header.indexOf(0, at);
      return header.toString('utf8', at, end >= 0 && end < at + len ? end : at + len);
    };
    const prefix = field(345, 155);
    const name = ((prefix ? `${prefix}/` : '') + field(0, 100)).replace(/^\.\//, '').replace(/\/$/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const flag = String.fromCharCode(/** @type {number} */ (header[156]));
    const type = flag === '5' ? 'dir' : flag === '0' || flag === '\0' ? 'file' : undefined;
    if (!type) throw new Error(`the archive holds an entry of type ${flag}: ${name}`);
    let left = size;
    const chunks = async function* () {
      while (left > 0) {
        await fill(1);
        if (pending.length === 0) throw new Error('the archive ends early');
        const piece = take(Math.min(left, pending.length));
        left -= piece.length;
        yield piece;
      }
    };
    yield { name, type, chunks };
    for await (const skipped of chunks()) void skipped;
    const padding = (512 - (size % 512)) % 512;
    await fill(padding);
    if (pending.length < padding) throw new Error('the archive ends early');
    take(padding);
  }
}

/** @param {string} dir @param {string} name */
function inside(dir, name) {
  const path = normalize(join(dir, name));
  if (!path.startsWith(normalize(dir) + sep)) throw new Error(`the archive names a path outside it: ${name}`);
  return path;
}

/** @param {string} archive @param {string} dataDir */
async function unpack(archive, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const before = new Set(readdirSync(dataDir));
  /** Top-level names unpacked so far: on an error, those that were not there before are removed. */
  const written = new Set();
  /** @type {Buffer[] | undefined} */
  let marker;
  try {
    for await (const entry of readTar(createReadStream(archive).pipe(createBrotliDecompress()))) {
      const path = inside(dataDir, entry.name);
      written.add(entry.name.split('/')[0]);
      if (entry.type === 'dir') {
        mkdirSync(path, { recursive: true, mode: 0o700 });
      } else if (entry.name === MARKER) {
        marker = [];
        for await (const chunk of entry.chunks()) marker.push(Buffer.from(chunk));
      } else {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        // Synchronous writes: this process has nothing else to do meanwhile.
        const file = openSync(path, 'w', 0o600);
        try {
          for await (const chunk of entry.chunks()) writeSync(file, chunk);
        } finally {
          closeSync(file);
        }
      }
    }
    if (!marker) throw new Error(`the archive has no ${MARKER}`);
    writeFileSync(join(dataDir, MARKER), Buffer.concat(marker), { mode: 0o600 });
  } catch (e) {
    for (const name of written) if (!before.has(name)) rmSync(inside(dataDir, name), { recursive: true, force: true });
    throw e;
  }
}

const [archive, dataDir] = process.argv.slice(2);
if (!archive || !dataDir) {
  console.error('usage: node pglite-unpack.js <archive> <dataDir>');
  process.exit(2);
}
try {
  await unpack(archive, dataDir);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
