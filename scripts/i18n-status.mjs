// Lists pages whose Chinese and English files were last changed in different commits, newest first,
// so that a translator sees which side to bring up to date. Usage: npm run i18n:status
import { execFileSync } from 'node:child_process';
import { listPages } from '../tests/content/docs.mjs';

const last = (file) => {
  const out = execFileSync('git', ['log', '-1', '--format=%H %ct %s', '--', file], { encoding: 'utf8' }).trim();
  if (!out) return { hash: '', time: 0, subject: '(not committed)' };
  const [hash, time, ...subject] = out.split(' ');
  return { hash, time: Number(time), subject: subject.join(' ') };
};
const day = (t) => (t ? new Date(t * 1000).toISOString().slice(0, 10) : 'uncommitted');

const rows = [];
for (const file of listPages('zh').filter((f) => listPages('en').includes(f))) {
  const zh = last(`docs/zh/${file}`);
  const en = last(`docs/en/${file}`);
  if (zh.hash === en.hash) continue;
  const newer = zh.time >= en.time ? 'zh' : 'en';
  rows.push({ file, newest: Math.max(zh.time, en.time) || Infinity, line: `${file}\n  zh ${day(zh.time)} ${zh.hash.slice(0, 7)} ${zh.subject}\n  en ${day(en.time)} ${en.hash.slice(0, 7)} ${en.subject}\n  → ${newer} is newer: bring ${newer === 'zh' ? 'en' : 'zh'} up to date` });
}
rows.sort((a, b) => b.newest - a.newest);
console.log(rows.length ? rows.map((r) => r.line).join('\n') : 'Every page: zh and en were last changed in the same commit.');
