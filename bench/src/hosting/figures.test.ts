// The pure parts of `pnpm bench:hosting`: medians, the layout-shift score, the warm visit's tally,
// the table and the command line, each on hand-made input.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBudgetLines } from '../summary';
import { aggregateSamples, experienceBudgets, comparisonRows, cumulativeLayoutShift, displayWidth, formatDifference, median, METRICS, renderTable, TABLE_HEADER, type Sample } from './figures';
import { parseSettings, describeThrottle, DEFAULT_THROTTLE } from './settings';
import { waterfallLines } from './waterfall';
import { tallyTransfer, type Exchange } from './transfer';
import { kindOf, tallyRepeat, type RepeatExchange } from './repeat-tally';

function sample(overrides: Partial<Sample> = {}): Sample {
  const empty = Object.fromEntries(METRICS.map(({ key }) => [key, null])) as Sample;
  return { ...empty, ...overrides };
}

test('median: the middle value, the mean of the two middle ones, missing values left out', () => {
  assert.equal(median([900, 100, 500]), 500);
  assert.equal(median([400, 100, 300, 200]), 250);
  assert.equal(median([null, 700, null]), 700);
  assert.equal(median([null, null]), null);
  assert.equal(median([]), null);
});

test('cumulative layout shift: the largest session window, not the sum of every shift', () => {
  assert.equal(cumulativeLayoutShift([]), 0);
  // Two shifts 0.5 s apart share a window; one 3 s later starts a new one.
  const shifts = [
    { value: 0.05, startTime: 1000 },
    { value: 0.02, startTime: 1500 },
    { value: 0.06, startTime: 4500 },
  ];
  assert.equal(cumulativeLayoutShift(shifts).toFixed(3), '0.070');
  // Order of arrival does not matter.
  assert.equal(cumulativeLayoutShift([...shifts].reverse()).toFixed(3), '0.070');
  // A window closes 5 s after it began even when shifts keep coming every 0.9 s.
  const steady = Array.from({ length: 10 }, (_, i) => ({ value: 0.01, startTime: i * 900 }));
  assert.equal(cumulativeLayoutShift(steady).toFixed(3), '0.060');
});

test('aggregates: medians per metric, and a runs metric counts the runs that saw it', () => {
  const runs = [
    sample({ homeFcp: 500, homeRendered: 1, warm304: 6 }),
    sample({ homeFcp: 700, homeRendered: 0, warm304: 5 }),
    sample({ homeFcp: 600, homeRendered: 1, warm304: 6 }),
  ];
  const aggregate = aggregateSamples(runs);
  assert.equal(aggregate.homeFcp, 600);
  assert.equal(aggregate.homeRendered, 2);
  assert.equal(aggregate.warm304, 6);
  assert.equal(aggregate.loginFcp, null);
  // Code from the network on a repeat visit with the worker: one run of three is enough to break 0 bytes.
  assert.equal(aggregateSamples([sample({ repeatCodeBytes: 0 }), sample({ repeatCodeBytes: 16_000 }), sample({ repeatCodeBytes: 0 })]).repeatCodeBytes, 16_000);
});

test('difference: Node layer minus static host, signed, with a percentage for times and bytes', () => {
  assert.equal(formatDifference('ms', 500, 2000), '−1500 ms (−75%)');
  assert.equal(formatDifference('ms', 2100, 2000), '+100 ms (+5%)');
  assert.equal(formatDifference('bytes', 9000, 500), '+8.5 KB (+1700%)');
  assert.equal(formatDifference('score', 0.01, 0.01), '±0.000');
  assert.equal(formatDifference('count', 6, 0), '+6');
  assert.equal(formatDifference('runs', 5, 0), '+5');
  assert.equal(formatDifference('ms', null, 2000), 'n/a');
});

test('the comparison: one row per metric, runs as k/N, a missing median as n/a', () => {
  const node = aggregateSamples([sample({ homeFcp: 544, homeRendered: 1, warmRendered: 1, warmStreak: 597, homeCls: 0 })]);
  const nginx = aggregateSamples([sample({ homeFcp: 2252, homeRendered: 1, warmRendered: 0, homeCls: 0.0123 })]);
  const rows = comparisonRows({ node, nginx }, 1);
  assert.equal(rows.length, METRICS.length);
  const row = (page: string, label: string) => rows.find((r) => r[0] === page && r[1] === label);
  assert.deepEqual(row('/home', 'first contentful paint'), ['/home', 'first contentful paint', '544 ms', '2252 ms', '−1708 ms (−76%)']);
  assert.deepEqual(row('/home warm', 'app rendered (runs)')?.slice(2), ['1/1', '0/1', '+1']);
  assert.deepEqual(row('/home warm', "'오늘은 작심 N일' with data")?.slice(2), ['597 ms', 'n/a', 'n/a']);
  assert.deepEqual(row('/home', 'cumulative layout shift')?.slice(2), ['0.000', '0.012', '−0.012']);
});

test('the table lines up Hangul (two columns wide) with the rest', () => {
  assert.equal(displayWidth('오늘은 작심 N일'), 15);
  assert.equal(displayWidth('FCP'), 3);
  const text = renderTable(TABLE_HEADER, [
    ['/login', '카카오 로그인 link live', '1594 ms', '1818 ms', '−224 ms (−12%)'],
    ['/login', 'first contentful paint', '464 ms', '552 ms', '−88 ms (−16%)'],
  ]);
  const lines = text.split('\n');
  assert.equal(lines.length, 4);
  assert.match(lines[0]!, /^page\s+metric\s+Node layer\s+static \(nginx\)\s+difference$/);
  // Every line ends in the same terminal column: the figures are right-aligned.
  const widths = lines.map(displayWidth);
  assert.deepEqual(new Set(widths).size, 1, text);
});

test('the warm tally: wire status over the reported one, cache hits apart, other origins only in bytes', () => {
  const statics = new Set(['http://localhost:3200', 'http://localhost:3201']);
  const exchange = (url: string, fields: Partial<Exchange>): Exchange => ({ url, cached: false, wireStatus: null, status: 200, bytes: 0, done: true, ...fields });
  const transfer = tallyTransfer(
    [
      // A revalidated page: Chromium reports 200, the wire said 304.
      exchange('http://localhost:3200/home', { status: 200, wireStatus: 304, bytes: 1479 }),
      exchange('http://localhost:3201/remoteEntry.js', { status: 304, wireStatus: 304, bytes: 488 }),
      exchange('http://localhost:3200/main.27cbf029.js', { cached: true, bytes: 0 }),
      exchange('http://localhost:3200/app-config.json', { status: 200, wireStatus: 200, bytes: 876 }),
      exchange('http://localhost:4200/api/home', { status: 200, wireStatus: 200, bytes: 1215 }),
    ],
    statics,
  );
  assert.deepEqual(transfer, { bytes: 1479 + 488 + 876 + 1215, status304: 2, status200: 1, cached: 1 });
});

test('settings: defaults, overrides in kbit/s, and refusals', () => {
  const defaults = parseSettings([]);
  assert.deepEqual(defaults, { runs: 5, jsonFile: null, throttle: DEFAULT_THROTTLE, waterfall: false, check: false });
  assert.equal(describeThrottle(defaults.throttle), 'Chromium network emulation: +150 ms latency per request, 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower');
  const custom = parseSettings(['--runs', '3', '--json', '/tmp/h.json', '--latency', '562.5', '--down', '1474.56', '--up', '675', '--cpu', '1', '--waterfall', '--check']);
  assert.deepEqual(custom, {
    runs: 3,
    jsonFile: '/tmp/h.json',
    waterfall: true,
    check: true,
    throttle: { latencyMs: 562.5, downloadBitsPerSecond: 1_474_560, uploadBitsPerSecond: 675_000, cpuSlowdown: 1 },
  });
  assert.throws(() => parseSettings(['--runs', '0']), /--runs must be an integer ≥ 1/);
  assert.throws(() => parseSettings(['--runs', '2.5']), /--runs must be an integer/);
  assert.throws(() => parseSettings(['--cpu', '0.5']), /--cpu must be a number ≥ 1/);
  assert.throws(() => parseSettings(['--down', 'fast']), /--down must be a number/);
  assert.throws(() => parseSettings(['--json', '']), /--json needs a file name/);
  assert.throws(() => parseSettings(['--budget', '3']), /Unknown option/);
});

test('experience budgets: one line per budget and host, in the form pnpm bench reads back', () => {
  const aggregate = {
    ...Object.fromEntries(METRICS.map(({ key }) => [key, null])),
    loginLive: 570,
    homeStreak: 790,
    warmStreak: null,
    swLoginLive: 580,
    swHomeStreak: 800,
    repeatCodeBytes: 0,
    repeatStreak: 690,
    bellLost: 0,
    warmBellLost: 0,
    rowLost: 0,
    warmRowLost: 0,
    bellRatio: 1.62,
  } as Sample;
  const { lines, failed } = experienceBudgets(aggregate, 'Node layer');
  assert.deepEqual(
    parseBudgetLines(lines.join('\n')).map(({ what, figure, limit, verdict }) => [what, figure, limit, verdict]),
    [
      ['/login sign-in link live (throttled), Node layer', '0.57 s', '0.58 s', 'OK'],
      ['/home cold: real streak (throttled), Node layer', '0.79 s', '0.80 s', 'OK'],
      ['/home warm: real streak (throttled), Node layer', '-', '1.00 s', 'OVER'],
      ['/login + worker: sign-in link live, Node layer', '0.58 s', '0.58 s', 'OK'],
      ['/home + worker cold: real streak, Node layer', '0.80 s', '0.80 s', 'OK'],
      ['/home repeat, worker: code bytes from network (worst run), Node layer', '0 B', '0 B', 'OK'],
      ['/home repeat, worker: real streak, Node layer', '0.69 s', '0.69 s', 'OK'],
      ['/home cold: runs whose first tap on the bell was lost, Node layer', '0', '0', 'OK'],
      ['/home warm: runs whose first tap on the bell was lost, Node layer', '0', '0', 'OK'],
      ['/mypage cold: runs whose first tap on a row was lost, Node layer', '0', '0', 'OK'],
      ['/mypage warm: runs whose first tap on a row was lost, Node layer', '0', '0', 'OK'],
      ["/home cold: the bell's list opened, × the bell's paint, Node layer", '1.62x', '1.93x', 'OK'],
    ],
  );
  // The speed goals fail --check (/login's link, the cold and repeat streaks, the worker's code bytes, the
  // first taps, the list's ratio); the warm streak is only reported.
  assert.deepEqual(failed, []);
  assert.deepEqual(
    experienceBudgets({ ...aggregate, homeStreak: 801, swHomeStreak: 900, repeatCodeBytes: 2048, repeatStreak: null, warmBellLost: 1, rowLost: 1, bellRatio: 2.9, loginLive: 1500, swLoginLive: 581, warmStreak: 1500 }, 'static (nginx)').failed,
    [
      '/login sign-in link live (throttled), static (nginx)',
      '/home cold: real streak (throttled), static (nginx)',
      '/login + worker: sign-in link live, static (nginx)',
      '/home + worker cold: real streak, static (nginx)',
      '/home repeat, worker: code bytes from network (worst run), static (nginx)',
      '/home repeat, worker: real streak, static (nginx)',
      '/home warm: runs whose first tap on the bell was lost, static (nginx)',
      '/mypage cold: runs whose first tap on a row was lost, static (nginx)',
      "/home cold: the bell's list opened, × the bell's paint, static (nginx)",
    ],
  );
});

test('the repeat tally: code only counts when it reached the network, the worker\'s own fetches included', () => {
  const api = 'http://localhost:4200';
  const exchange = (url: string, fields: Partial<RepeatExchange>): RepeatExchange => ({ url, type: 'Script', fromServiceWorker: false, fromCache: false, byWorker: false, bytes: 0, ...fields });
  const quiet = tallyRepeat(
    [
      exchange('http://localhost:3200/home', { type: 'Document', fromServiceWorker: true, bytes: 5200 }),
      exchange('http://localhost:3200/main.27cbf029.js', { fromServiceWorker: true, bytes: 25_000 }),
      exchange('http://localhost:3200/galmuri11-latin.6e0782cc.woff2', { type: 'Font', fromServiceWorker: true }),
      exchange('http://localhost:3200/home', { type: 'Other', byWorker: true, bytes: 5200 }),
      exchange('http://localhost:3200/app-config.json', { type: 'Fetch', byWorker: true, bytes: 876 }),
      exchange('http://localhost:3201/remoteEntry.js', { type: 'Fetch', byWorker: true, bytes: 488 }),
      exchange('http://localhost:4200/api/home', { type: 'Fetch', bytes: 1215 }),
      exchange('http://localhost:3200/react.936c1f67.js', { fromCache: true, bytes: 0 }),
    ],
    api,
  );
  assert.deepEqual(quiet, {
    codeBytes: 0,
    codeFromWorker: 2,
    networkRequests: 3,
    apiRequests: 1,
    networkUrls: [
      'page http://localhost:3200/home (by the worker)',
      'pointer http://localhost:3200/app-config.json (by the worker)',
      'pointer http://localhost:3201/remoteEntry.js (by the worker)',
    ],
  });
  // A chunk the worker did not have: fetched past it (or asked by the page directly) is code from the network.
  const leaky = tallyRepeat(
    [
      exchange('http://localhost:3203/__federation_expose_routes.a320769e.js', { type: 'Fetch', byWorker: true, bytes: 7900 }),
      exchange('http://localhost:3200/bootstrap.61afa3a9.js', { bytes: 9300 }),
    ],
    api,
  );
  assert.equal(leaky.codeBytes, 17_200);
  assert.equal(leaky.networkRequests, 2);
  assert.deepEqual(kindOf({ url: 'http://localhost:3204/mf-manifest.json', type: 'Fetch' }, api), 'pointer');
  assert.deepEqual(kindOf({ url: 'http://localhost:3200/assets/x.webp', type: 'Image' }, api), 'other');
});

test("waterfall: the app's marks between the requests, up to the same time", () => {
  const lines = waterfallLines(
    [
      { url: 'http://localhost:3200/home', method: 'GET', initiator: 'other', start: 0, headers: 160, end: 170, bytes: 5200 },
      { url: 'http://localhost:3201/527.a1.js', method: 'GET', initiator: 'script', start: 2100, headers: 2300, end: 2310, bytes: 3400 },
    ],
    2200,
    [
      { name: 'momentum:taps-released', at: 2050.4 },
      { name: 'momentum:hydrate', at: 2000 },
      { name: 'momentum:late', at: 2500 },
    ],
  );
  assert.deepEqual(lines, [
    '    0 →  160 →  170 ms    5.2 KB  GET     other   :3200/home',
    ' 2000 ms                             mark    momentum:hydrate',
    ' 2050 ms                             mark    momentum:taps-released',
    ' 2100 → 2300 → 2310 ms    3.4 KB  GET     script  :3201/527.a1.js',
  ]);
});

test('waterfall: requests up to the streak, in order, times since the page request', () => {
  const lines = waterfallLines(
    [
      { url: 'http://localhost:3200/home', method: 'GET', initiator: 'other', start: 0, headers: 160, end: 170, bytes: 5200 },
      { url: 'http://localhost:3200/app-config.json', method: 'GET', initiator: 'parser', start: 175, headers: 330, end: null, bytes: 0 },
      { url: 'http://localhost:4200/api/home?x=1', method: 'OPTIONS', initiator: 'script', start: 900, headers: 1050, end: 1052, bytes: 300 },
      { url: 'http://localhost:3203/remoteEntry.js', method: 'GET', initiator: 'script', start: 2500, headers: null, end: null, bytes: 0 },
    ],
    2000,
  );
  assert.deepEqual(lines, [
    '    0 →  160 →  170 ms    5.2 KB  GET     other   :3200/home',
    '  175 →  330 →    … ms    0.0 KB  GET     parser  :3200/app-config.json',
    '  900 → 1050 → 1052 ms    0.3 KB  OPTIONS script  :4200/api/home?…',
  ]);
});
