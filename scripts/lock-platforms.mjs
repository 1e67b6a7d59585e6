// Records, in package-lock.json, the optional per-platform binaries (other operating systems and CPUs)
// that this machine's registry does not serve. Without them `npm ci` refuses the lock file as out of
// sync; with them it skips each one as not for this platform, as it would anywhere else.
// Runs after every install (the root postinstall script); it writes only when something was missing.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasi'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'wasm32', 'mips64el'];
function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  let os = parts.find((p) => OS.includes(p === 'windows' ? 'win32' : p) || p === 'windows' || p === 'win32' || p === 'wasi');
  if (os === 'windows') os = 'win32';
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = key === '' ? '' : `${key}/`;
    const nested = `${prefix}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    packages[hoisted] = {
      version: String(version).replace(/^[\^~=]/, ''),
      cpu: cpu ? [cpu] : undefined,
      os: os ? [os === 'wasi' ? 'wasi' : os] : undefined,
      libc: libc ? [libc] : undefined,
      optional: true,
    };
    if (os === 'wasi' || cpu === 'wasm32') packages[hoisted] = { version: packages[hoisted].version, cpu: ['wasm32'], optional: true };
    added++;
  }
}
if (added > 0) {
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} optional packages for other platforms`);
}
