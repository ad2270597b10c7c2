import { PGlite } from '@electric-sql/pglite';
const base = new PGlite(); await base.waitReady;
await base.exec('create table x(a int)');
const tar = await base.dumpDataDir('none');
console.log('tar bytes', tar.size);
for (let k=0;k<2;k++){
let s = performance.now(); let c0 = process.cpuUsage();
const db = new PGlite({ loadDataDir: tar }); 
await db.waitReady; console.log('ready', Math.round(performance.now()-s));
await db.query('select 1'); console.log('q', Math.round(performance.now()-s));
await db.close(); console.log('closed', Math.round(performance.now()-s), 'cpu', Math.round((process.cpuUsage(c0).user)/1000));
}
if (base.clone) { let s = performance.now(); const c = await base.clone(); await c.query('select 1'); console.log('clone', Math.round(performance.now()-s)); }
