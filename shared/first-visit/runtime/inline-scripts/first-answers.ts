// Starts a tab page's first GETs with the page (ADR 0014) and writes FirstAnswer elements' text from the answers before React runs.
import { ACCESS_TOKEN_KEY } from '@momentum/app-kit/stored-token';
import { PRIMED_REGISTRY_KEY, type Primed, type PrimedAnswer } from '@momentum/api-client/primed-requests';
import { API_BASE_ATTRIBUTE, FIRST_ANSWER_ATTRIBUTE, FIRST_ANSWER_TEXT_ATTRIBUTE, FIRST_REQUESTS_META } from '../../page-contract/page-marks';

type Answer = Record<string, unknown>;

export function answerText(template: string, answer: Answer): string | null {
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = answer[field];
    if (typeof value !== 'number' && typeof value !== 'string') complete = false;
    return String(value);
  });
  return complete && text ? text : null;
}

/** Parsed whole: the page is, or a node follows the element or one of its ancestors. */
function parsedWhole(element: Node | null): boolean {
  if (document.readyState !== 'loading') return true;
  for (; element; element = element.parentNode) if (element.nextSibling) return true;
  return false;
}

/** Only elements React has not filled (still aria-busy) and parsed whole: never overwrites what React rendered. */
function fill(path: string, answer: Answer): void {
  const marked = document.querySelectorAll('[' + FIRST_ANSWER_ATTRIBUTE + ']');
  for (let i = 0; i < marked.length; i++) {
    const element = marked[i]!;
    if (element.getAttribute(FIRST_ANSWER_ATTRIBUTE) !== path || element.getAttribute('aria-busy') !== 'true' || !parsedWhole(element)) continue;
    const text = answerText(element.getAttribute(FIRST_ANSWER_TEXT_ATTRIBUTE) || '', answer);
    if (!text) continue;
    element.textContent = text;
    element.setAttribute('aria-busy', 'false');
  }
}

/** Only a real success is shown: the app shows a failure its own way. */
function show(path: string, answer: Answer | null): void {
  if (!answer || answer.success === false) return;
  fill(path, answer);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => fill(path, answer));
}

export default function firstAnswers(): void {
  try {
    const list = document.querySelector('meta[name="' + FIRST_REQUESTS_META + '"]');
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (!list || !token || !window.fetch || !window.Map) return;
    // The API client's registry (@momentum/api-client/primed-requests): same key, same entry shape.
    const key = Symbol.for(PRIMED_REGISTRY_KEY);
    const holder = window as unknown as Record<symbol, Map<string, Primed> | undefined>;
    const registry = holder[key] || (holder[key] = new Map());
    const authorization = 'Bearer ' + token;
    const paths = (list.getAttribute('content') || '').split(' ');
    let base = list.getAttribute(API_BASE_ATTRIBUTE) || '';
    if (!/^https?:/.test(base)) return;
    base = base.replace(/\/+$/, '');
    paths.forEach((path) => {
      if (!/^\/api\/[^/]/.test(path)) return;
      const url = base + '/' + path.replace(/^\/+/, '');
      if (registry.has(url)) return;
      const answer: Promise<PrimedAnswer> = fetch(url, {
        method: 'GET',
        credentials: 'include',
        headers: { Authorization: authorization, Accept: 'application/json, text/plain, */*' },
      }).then((response) =>
        response.text().then((body) => {
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            headers[name] = value;
          });
          return { status: response.status, statusText: response.statusText, headers, body };
        }),
      );
      answer.catch(() => {});
      registry.set(url, { authorization, startedAt: Date.now(), answer });
      answer
        .then((primed) => {
          if (primed.status === 200) show(path, JSON.parse(primed.body) as Answer | null);
        })
        .catch(() => {});
    });
  } catch {
    // Anything unexpected leaves the page to the app, which sends its own GETs.
  }
}
