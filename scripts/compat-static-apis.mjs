// eslint-plugin-compat's list of APIs has no static members, so URL.canParse or Object.groupBy pass
// it unseen. This reads them from the same MDN data for the same browsers (.browserslistrc): every
// static member of a global that a supported browser lacks, for `no-restricted-properties`.
import browserslist from 'browserslist';
import bcd from '@mdn/browser-compat-data/forLegacyNode';

/** browserslist's browser names, in MDN's. */
const MDN_BROWSER = {
  and_chr: 'chrome_android',
  and_ff: 'firefox_android',
  android: 'webview_android',
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  ios_saf: 'safari_ios',
  op_mob: 'opera_android',
  opera: 'opera',
  safari: 'safari',
  samsung: 'samsunginternet_android',
};

const parse = (version) => version.split('.').map(Number);
function atLeast(version, floor) {
  for (let i = 0; i < Math.max(version.length, floor.length); i++) {
    const difference = (version[i] ?? 0) - (floor[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** The oldest supported version of each browser, by MDN's name. */
function oldestVersions(fromDir) {
  const oldest = new Map();
  for (const entry of browserslist(undefined, { path: fromDir })) {
    const [name, range] = entry.split(' ');
    const browser = MDN_BROWSER[name];
    if (!browser) throw new Error(`compat-static-apis: no MDN name for the browser '${name}' (.browserslistrc)`);
    const version = parse(range.split('-')[0]);
    if (!oldest.has(browser) || !atLeast(version, oldest.get(browser))) oldest.set(browser, version);
  }
  return oldest;
}

/** Whether MDN says the browser has had it, under this name and unflagged, since `version` or before. */
function supported(support, version) {
  if (support === undefined) return true; // no data: not ours to refuse
  return [support]
    .flat()
    .filter((s) => !s.flags && !s.prefix && !s.alternative_name && !s.version_removed)
    .some((s) => s.version_added === true || (typeof s.version_added === 'string' && s.version_added !== 'preview' && atLeast(version, parse(s.version_added.replace('≤', '')))));
}

/** [global, member, MDN compat] of each static member: Web APIs mark theirs `_static`, ECMAScript's by their spec anchor. */
function* staticMembers() {
  for (const [name, api] of Object.entries(bcd.api)) {
    for (const [key, member] of Object.entries(api)) if (key.endsWith('_static')) yield [name, key.slice(0, -'_static'.length), member.__compat];
  }
  for (const [name, builtin] of Object.entries(bcd.javascript.builtins)) {
    for (const [key, member] of Object.entries(builtin)) {
      const specs = [member.__compat?.spec_url ?? []].flat().map((url) => url.toLowerCase());
      if (specs.some((url) => url.endsWith(`#sec-${name}.${key}`.toLowerCase()))) yield [name, key, member.__compat];
    }
  }
}

/** `no-restricted-properties` entries: each static member some supported browser lacks. */
export function staticApisOutsideTargets(fromDir) {
  const oldest = oldestVersions(fromDir);
  const refused = [];
  for (const [object, property, compat] of staticMembers()) {
    if (!compat) continue;
    const lacking = [...oldest].filter(([browser, version]) => !supported(compat.support[browser], version));
    if (lacking.length === 0) continue;
    const where = lacking.map(([browser, version]) => `${bcd.browsers[browser].name} ${version.join('.')}`).join(', ');
    refused.push({ object, property, message: `${object}.${property} is not supported in ${where} (.browserslistrc): check for it first, or do without it.` });
  }
  return refused;
}
