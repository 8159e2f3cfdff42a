import { gzipSync } from 'node:zlib'; import { readFileSync, readdirSync } from 'node:fs';
const g = (f) => gzipSync(readFileSync('dist/' + f), { level: 9 }).length;
const files = readdirSync('dist').filter((f) => f.endsWith('.js'));
for (const f of files) console.log(g(f), f);
const texts = files.filter((f) => /^(en|de|fr|it)-/.test(f)).map(g);
console.log('module+largest', g('showtime-finder.js') + Math.max(...texts), 'headroom', 32768 - g('showtime-finder.js') - Math.max(...texts));
