import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
class TarBlob extends Blob { #t; constructor(t){super([]); this.#t=t.buffer.slice(t.byteOffset,t.byteOffset+t.byteLength);} arrayBuffer(){return Promise.resolve(this.#t);} }
const bytes = fs.readFileSync(process.argv[2]);
const tar = new TarBlob(bytes);
const s = performance.now(); const c0 = process.cpuUsage();
for (let i=0;i<5;i++){ const db = new PGlite({ loadDataDir: tar }); await db.waitReady; await db.query('select 1'); await db.close(); }
console.log(process.argv[2], 'per load wall', Math.round((performance.now()-s)/5), 'cpu', Math.round(process.cpuUsage(c0).user/5000));
