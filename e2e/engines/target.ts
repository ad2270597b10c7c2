// What a step of the engines journey acts on, found in the page by role and accessible name as a
// person (or a screen reader) finds it. WebDriver classic has no role locators, so the search runs in
// the page (FIND_TARGET); it is kept as plain JavaScript so no engine sees a bundler's helpers.

export interface Target {
  /** An ARIA role, explicit or implied by the element (a[href] → link, h1 → heading, …). */
  role?: string;
  /** The accessible name: a substring, or exact with `exact`, or a pattern. */
  name?: string | RegExp;
  exact?: boolean;
  /** Elements whose own text holds this (the innermost such element). */
  text?: string;
  /** A form control by its label (a <label>, aria-label or aria-labelledby). */
  label?: string;
  testId?: string;
  /** Search inside the first visible element of this role and name (a dialog, a region, a list). */
  within?: Omit<Target, 'within'>;
  /** Find it though it is not displayed (a file input behind its label). */
  hidden?: boolean;
}

interface WireName {
  text?: string;
  source?: string;
  flags?: string;
}

/** The target as JSON the page's finder reads (RegExps as source and flags). */
export function wireTarget(target: Target): unknown {
  const name = (value: string | RegExp | undefined): WireName | undefined =>
    value === undefined ? undefined : typeof value === 'string' ? { text: value } : { source: value.source, flags: value.flags };
  return {
    ...target,
    name: name(target.name),
    within: target.within ? wireTarget(target.within) : undefined,
  };
}

/** A readable form for failures: `button '확정하기'`. */
export function describeTarget(target: Target): string {
  const parts = [
    target.role ?? (target.label ? 'control labelled' : target.text ? 'text' : target.testId ? 'test id' : 'element'),
    `'${String(target.name ?? target.label ?? target.text ?? target.testId ?? '')}'`,
  ];
  return target.within ? `${parts.join(' ')} in ${describeTarget(target.within)}` : parts.join(' ');
}

/** `(target) => Element | null`, evaluated in the page. */
export const FIND_TARGET = String.raw`(function (spec) {
  var norm = function (s) { return (s || '').replace(/\s+/g, ' ').trim(); };
  var implicit = { A: 'link', BUTTON: 'button', TEXTAREA: 'textbox', SELECT: 'combobox', IMG: 'img', NAV: 'navigation', UL: 'list', OL: 'list', LI: 'listitem', DIALOG: 'dialog', H1: 'heading', H2: 'heading', H3: 'heading', H4: 'heading', H5: 'heading', H6: 'heading' };
  var inputRoles = { checkbox: 'checkbox', radio: 'radio', button: 'button', submit: 'button', file: 'button', range: 'slider' };
  function roleOf(el) {
    var explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    if (el.tagName === 'A') return el.hasAttribute('href') ? 'link' : null;
    if (el.tagName === 'INPUT') return inputRoles[el.type] || 'textbox';
    if (el.tagName === 'SECTION') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
    return implicit[el.tagName] || null;
  }
  function nameOf(el) {
    var labelled = el.getAttribute('aria-labelledby');
    if (labelled) return norm(labelled.split(/\s+/).map(function (id) { var e = document.getElementById(id); return e ? e.textContent : ''; }).join(' '));
    var label = el.getAttribute('aria-label');
    if (label) return norm(label);
    if (el.labels && el.labels.length) return norm(Array.prototype.map.call(el.labels, function (l) { return l.textContent; }).join(' '));
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return norm(el.getAttribute('placeholder') || el.getAttribute('title'));
    return norm(el.textContent);
  }
  function matches(value, want, exact) {
    if (!want) return true;
    if (want.source !== undefined) return new RegExp(want.source, want.flags).test(value);
    return exact ? value === want.text : value.indexOf(want.text) !== -1;
  }
  function shown(el) {
    var box = el.getBoundingClientRect();
    var style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  }
  function find(spec, root) {
    var all = Array.prototype.slice.call(root.querySelectorAll('*'));
    var found = all.filter(function (el) {
      if (!spec.hidden && !shown(el)) return false;
      if (spec.testId) return el.getAttribute('data-testid') === spec.testId;
      if (spec.role) return roleOf(el) === spec.role && matches(nameOf(el), spec.name, spec.exact);
      if (spec.label) return /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && matches(nameOf(el), { text: spec.label }, false);
      if (spec.text) return matches(norm(el.textContent), { text: spec.text }, spec.exact) && !Array.prototype.some.call(el.children, function (c) { return matches(norm(c.textContent), { text: spec.text }, spec.exact); });
      return false;
    });
    return found[0] || null;
  }
  var root = document;
  if (spec.within) { root = find(spec.within, document); if (!root) return null; }
  return find(spec, root);
})`;
