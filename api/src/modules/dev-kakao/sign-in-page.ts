// The development provider's sign-in page: server-rendered HTML, named for Playwright (buttons by nickname,
// inputs 닉네임 / 이메일, submit 로그인). Accounts show by nickname only: the page is unauthenticated.

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state?: string | undefined;
}

export interface SignInPageModel {
  params: AuthorizeParams;
  accounts: Array<{ kakaoId: string; nickname: string }>;
  sharedServer?: boolean;
  error?: string;
  values?: { nickname?: string; email?: string };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}html{color-scheme:dark}html,body{margin:0;background:#020202;color:#FCFCFC;font-family:system-ui,sans-serif}
main{max-width:375px;margin:0 auto;min-height:100vh;
padding:calc(32px + env(safe-area-inset-top,0px)) 20px calc(32px + env(safe-area-inset-bottom,0px))}
h1{font-size:22px;margin:0 0 4px}h1 span{color:#FAED46}h2{font-size:15px;color:#DBDBDB;margin:28px 0 10px}
.notice{font-size:13px;color:#999999;margin:0}.error{color:#FF0000;font-size:14px}
.danger{background:#FF0000;color:#FCFCFC;font-weight:700;font-size:14px;border-radius:8px;padding:12px;margin:0 0 20px}
ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}
button{font:inherit;cursor:pointer;border-radius:8px;border:0;width:100%;min-height:44px;padding:12px}
.account{background:#1c1c1c;color:#FCFCFC;text-align:left;border:1px solid #333}
label{display:block;font-size:14px;margin:12px 0 6px}
input{width:100%;min-height:44px;padding:12px;border-radius:8px;border:1px solid #999999;background:#020202;color:#FCFCFC;font:inherit}
.primary{background:#FAED46;color:#020202;font-weight:700;margin-top:20px}
.secondary{background:transparent;color:#DBDBDB;border:1px solid #999999;margin-top:8px}
button:focus-visible,input:focus-visible{outline:3px solid #6A7CB7;outline-offset:2px}`;

function hiddenFields({ client_id, redirect_uri, state }: AuthorizeParams): string {
  return [
    ['client_id', client_id],
    ['redirect_uri', redirect_uri],
    ...(state ? [['state', state]] : []),
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
}

// An empty inline icon: else browsers ask for /favicon.ico, which the policy refuses (a CSP report each visit).
const PAGE_ICON = 'data:,';

/** The pages' Content-Security-Policy. The form posts here and is then redirected to an app origin: form-action allows both. */
export function signInPagePolicy(appOrigins: readonly string[]): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${appOrigins.join(' ')}; base-uri 'none'; frame-ancestors 'none'`;
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="color-scheme" content="dark">
<link rel="icon" href="${PAGE_ICON}"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const SHARED_SERVER_BANNER =
  '주의: 공유 서버에서 켜 둔 개발용 로그인입니다. 이메일만 알면 누구나 아무 계정으로 로그인할 수 있습니다. 실제 정보를 입력하지 마세요.';

export function renderSignInPage({ params, accounts, sharedServer, error, values }: SignInPageModel): string {
  const hidden = hiddenFields(params);
  const accountList = accounts.length
    ? `<form method="post" action="/oauth/authorize">${hidden}<ul>${accounts
        .map(
          (a) => `<li><button class="account" type="submit" name="account" value="${escapeHtml(a.kakaoId)}"
  aria-label="${escapeHtml(a.nickname)}">${escapeHtml(a.nickname)}</button></li>`,
        )
        .join('')}</ul></form>`
    : sharedServer
      ? '<p class="notice">공유 서버에서는 계정 목록을 보여 주지 않습니다. 아래에 같은 이메일을 입력하면 같은 계정으로 로그인합니다.</p>'
      : '<p class="notice">아직 만든 개발용 계정이 없습니다.</p>';
  return layout(
    '카카오 로그인 (개발용)',
    `${sharedServer ? `<p class="danger" role="alert">${SHARED_SERVER_BANNER}</p>` : ''}<h1>카카오 로그인 <span>개발용</span></h1>
<p class="notice">실제 카카오 대신 이 서버가 제공하는 개발용 로그인입니다.</p>
<section aria-labelledby="accounts-title"><h2 id="accounts-title">기존 계정으로 로그인</h2>${accountList}</section>
<section aria-labelledby="new-title"><h2 id="new-title">새 계정 만들기</h2>
<form method="post" action="/oauth/authorize">${hidden}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="nickname">닉네임</label>
<input id="nickname" name="nickname" required maxlength="20" autocomplete="nickname" value="${escapeHtml(values?.nickname ?? '')}">
<label for="email">이메일</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(values?.email ?? '')}">
<button class="primary" type="submit" name="action" value="login">로그인</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>취소</button>
</form></section>`,
  );
}

export function renderErrorPage(message: string): string {
  return layout('로그인 오류', `<h1>로그인할 수 없습니다</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
