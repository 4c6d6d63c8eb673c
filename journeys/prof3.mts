import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './src/browser';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const self = new Map<string, number>();
for (const path of ['/ecoupons', '/', '/my/orders', '/subscriptions']) {
const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4173' + path);
await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
await page.waitForLoadState('networkidle');
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
for (const [id, ms] of dt) { const n: any = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + ms); }
await context.close();
}
const byFile = new Map<string, number>();
for (const [k, v] of self) { const file = k.split(' ')[1]?.split(':')[0] || k; byFile.set(file, (byFile.get(file) ?? 0) + v); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, v]) => `${v.toFixed(0).padStart(6)} ${n}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([n, v]) => `${v.toFixed(0).padStart(6)} ${n}`).join('\n'));
await browser.close();
