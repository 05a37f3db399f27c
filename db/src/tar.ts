/**
 * The little of the tar format (ustar) the database template needs: regular files and
 * directories. The template's archive is written here (for scripts/maintain/db-template.ts) and read by
 * pglite-unpack.js; `tar -tf` lists it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A ustar archive of everything under `dir` (directories first, names sorted; modification
 * times 0 and owner root, so the same files make the same archive), minus the names `skip` says.
 */
export function writeTar(dir: string, skip: (name: string) => boolean = () => false): Buffer {
  const blocks: Buffer[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel ? `${rel}/${name}` : name;
      if (skip(path)) continue;
      const stat = statSync(join(dir, path));
      if (stat.isDirectory()) {
        blocks.push(header(`${path}/`, 0, '5'));
        walk(path);
      } else if (stat.isFile()) {
        const data = readFileSync(join(dir, path));
        blocks.push(header(path, data.length, '0'), data, Buffer.alloc((512 - (data.length % 512)) % 512));
      } else {
        throw new Error(`not a file or a directory: ${path}`);
      }
    }
  };
  walk('');
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

function header(name: string, size: number, type: '0' | '5'): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`a name longer than tar's 100 bytes: ${name}`);
  const h = Buffer.alloc(512);
  const put = (at: number, len: number, value: string) => h.write(value, at, len, 'utf8');
  const octal = (at: number, len: number, n: number) => put(at, len, `${n.toString(8).padStart(len - 1, '0')}\0`);
  put(0, 100, name);
  octal(100, 8, type === '5' ? 0o700 : 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, 0);
  put(148, 8, ' '.repeat(8));
  put(156, 1, type);
  put(257, 6, 'ustar\0');
  put(263, 2, '00');
  put(265, 32, 'root');
  put(297, 32, 'root');
  const sum = h.reduce((n, b) => n + b, 0);
  put(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}
