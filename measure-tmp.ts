import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sheetRows } from './server/services/spreadsheet';
import { HOSTILE_FILES } from './tests/server/hostileCases';
const name = process.argv[2];
const file = HOSTILE_FILES.find((f) => f.name.includes(name))!.build();
const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
let last = performance.now(); let worst = 0;
const timer = setInterval(() => { const now = performance.now(); worst = Math.max(worst, now - last); last = now; }, 5);
const t = performance.now();
try { for await (const _ of sheetRows(file)); } catch (e) { console.log((e as Error).message); }
clearInterval(timer); h.disable();
console.log('seconds', ((performance.now() - t) / 1000).toFixed(2), 'max delay', (h.max / 1e6).toFixed(0), 'worst interval', worst.toFixed(0));
