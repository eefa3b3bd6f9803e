import { sheetRows } from './server/services/spreadsheet';
import { HOSTILE_FILES } from './tests/server/hostileCases';
const file = HOSTILE_FILES.find((f) => f.name.includes(process.argv[2]))!.build();
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
const t = performance.now();
try { for await (const _ of sheetRows(file)); } catch (e) { console.log((e as Error).message); }
console.log('ms', performance.now() - t);
const { profile } = await s.post('Profiler.stop');
const self = new Map<string, number>();
const dt = profile.timeDeltas!; const ids = profile.samples!;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < ids.length; i++) { const n = byId.get(ids[i])!; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-1)[0]}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + dt[i]); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
