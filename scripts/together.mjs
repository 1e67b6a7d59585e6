// Runs npm scripts at the same time and fails if any fails: `node scripts/together.mjs format:check build:test`.
// `npm test` uses it for steps that neither read what the other writes, so that one core is not left idle
// while the other works alone (Prettier and `astro check` each use one). Each script's output is printed
// whole when it ends, so that the logs do not interleave; its time is printed with it.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>…');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const codes = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((done) => {
        const start = Date.now();
        const child = spawn(npm, ['run', name], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
        const out = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => out.push(b));
        child.on('close', (code, signal) => {
          const s = ((Date.now() - start) / 1000).toFixed(0);
          process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${s} s ──\n`);
          process.stdout.write(Buffer.concat(out));
          done(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
